import { formatPrice, useShop } from '../context';
import { Photo } from './Photo';
import type { ArticleCardData } from './types';
import { LEAN_MARK } from '../render/runtime-loader';

/** A card's picture: a 96 px thumbnail on a phone's list, a third of a tablet, a quarter of the listing beside the filters. */
const CARD_SIZES = '(min-width: 1025px) 240px, (min-width: 640px) 31vw, 96px';

export function ArticleCard({ article, lazy }: { article: ArticleCardData; lazy: boolean }) {
  const { t, locale } = useShop();
  return (
    <li className="card">
      <a className="card-link" href={article.href}>
        {article.image ? (
          <Photo className="card-img" image={article.image} sizes={CARD_SIZES} lazy={lazy} thumbnail />
        ) : (
          <span className="card-img" />
        )}
        <span className="card-brand">{article.brandName}</span>
        <span className="card-title">{article.title}</span>
      </a>
      <span className="card-number">{t('catalogue.articleNumber', { number: article.articleNumber })}</span>
      {article.fitment ? (
        <span className={article.fitment.fits ? 'card-fitment badge badge-success' : 'card-fitment badge badge-warning'}>{article.fitment.text}</span>
      ) : null}
      {article.isUniversal ? <span className="badge">{t('catalogue.universal')}</span> : null}
      {article.priceCents !== undefined ? (
        <span className="card-price">{t('catalogue.fromPrice', { price: formatPrice(article.priceCents, locale) })}</span>
      ) : article.unavailable ? <span className="card-price card-unavailable">{t('catalogue.unavailable')}</span> : null}
      <span className="card-offers">{t('catalogue.offers', { count: article.offerCount })}</span>
    </li>
  );
}

/**
 * Photos more than 1.1 screen heights below the first screen load lazily. The first row on a
 * desktop (two on a phone, under the filters) lies within that on any screen and loads at once; the
 * rest are left to the browser's lazy loading, which fetches them as they come that near.
 */
const EAGER_CARDS = 4;

export function ArticleGrid({ articles }: { articles: ArticleCardData[] }) {
  return (
    <>
      {/* Before the cards are parsed: a lean line keeps their lazy pictures for the first scroll. */}
      <script dangerouslySetInnerHTML={{ __html: LEAN_MARK }} />
      <ul className="cards">
        {articles.map((article, index) => <ArticleCard key={article.key} article={article} lazy={index >= EAGER_CARDS} />)}
      </ul>
    </>
  );
}
