/** One information page (about, press, terms ...): a heading, the text and the other topics. */
import { useShop } from '../context';
import { infoTopicsFor, type InfoTopic } from '../layout/info-topics';

export function InfoPage({ topic }: { topic: InfoTopic }) {
  const { t, link, edition } = useShop();
  return (
    <article className="site-page">
      <h1>{t(`info.${topic}.title`)}</h1>
      <p>{t(`info.${topic}.text`)}</p>
      <nav aria-label={t('layout.footer.information')}>
        <ul className="tile-list">
          {infoTopicsFor(edition).filter((other) => other !== topic).map((other) => (
            <li key={other}><a href={link('Info', { topic: t(`info.${other}.slug`) })}>{t(`info.${other}.link`)}</a></li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
