/** Large status code, explanatory text, link to the edition's home; noindex is set by the loader. */
import { useShop } from '../context';

export interface ErrorPageProps {
  status: number;
}

export function errorTextKey(status: number): '404' | '413' | '503' | '500' {
  return status === 404 ? '404' : status === 413 ? '413' : status === 503 ? '503' : '500';
}

export function ErrorPage({ status }: ErrorPageProps) {
  const { t, link } = useShop();
  const key = errorTextKey(status);
  return (
    <section className="error-page">
      <p className="error-status">{status}</p>
      <h1>{t(`error.${key}.title`)}</h1>
      <p>{t(`error.${key}.text`)}</p>
      <p>{t(`error.${key}.hint`)}</p>
      <a className="button" href={link('Home', {})}>{t('error.home')}</a>
    </section>
  );
}
