/** What the shop is, in plain HTML, with the entry points a crawler should follow. */
import { useShop } from '../context';
import { infoTopicsFor } from '../layout/info-topics';

export function BotPage() {
  const { t, link, edition } = useShop();
  const points = t('bot.points', { returnObjects: true }) as unknown;
  return (
    <article className="site-page">
      <h1>{t('bot.heading')}</h1>
      <p>{t('bot.intro')}</p>
      <ul>{(Array.isArray(points) ? (points as string[]) : []).map((point) => <li key={point}>{point}</li>)}</ul>
      <h2>{t('bot.links')}</h2>
      <ul>
        <li><a href={link('Home', {})}>{t('home.heading')}</a></li>
        <li><a href={link('AllVehicles', {})}>{t('home.allManufacturers')}</a></li>
        {infoTopicsFor(edition).map((topic) => (
          <li key={topic}><a href={link('Info', { topic: t(`info.${topic}.slug`) })}>{t(`info.${topic}.link`)}</a></li>
        ))}
      </ul>
    </article>
  );
}
