import { formatPrice, useShop } from '../context';
import type { ArticleCardData } from './types';

export function ArticleCard({ article, lazy }: { article: ArticleCardData; lazy: boolean }) {
  const { t, locale } = useShop();
  return (
    <li className="card">
      <a className="card-link" href={article.href}>
        {article.image ? (
          <img
            className="card-img"
            src={article.image.src}
            width={article.image.width}
            height={article.image.height}
            alt={article.image.alt}
            loading={lazy ? 'lazy' : undefined}
            decoding="async"
          />
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
      {article.priceCents === undefined ? null : (
        <span className="card-price">{t('catalogue.fromPrice', { price: formatPrice(article.priceCents, locale) })}</span>
      )}
      <span className="card-offers">{t('catalogue.offers', { count: article.offerCount })}</span>
    </li>
  );
}

/** Images of the first row load at once; further ones lazily. */
const EAGER_CARDS = 4;

export function ArticleGrid({ articles }: { articles: ArticleCardData[] }) {
  return (
    <ul className="cards">
      {articles.map((article, index) => <ArticleCard key={article.key} article={article} lazy={index >= EAGER_CARDS} />)}
    </ul>
  );
}
