import { useShop } from '../context';

export function HomePage() {
  const { t } = useShop();
  return (
    <section className="home">
      <h1>{t('home.heading')}</h1>
      <p className="claim">{t('home.claim')}</p>
    </section>
  );
}
