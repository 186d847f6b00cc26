import { useShop } from '../context';
import { ArticleGrid } from './ArticleCard';
import { Filters } from './Filters';
import { Paging } from './Paging';
import { SortForm } from './SortForm';
import type { ListingData } from './types';

/** Filters, sort, result count, article cards and paging: the body of every listing screen. */
export function Listing({ listing }: { listing: ListingData }) {
  const { t } = useShop();
  return (
    <div className="listing">
      <Filters groups={listing.filters} hidden={listing.filterHidden} action={listing.action} resetHref={listing.resetHref} />
      <div className="listing-main">
        <div className="listing-bar">
          <p className="result-count">{t('catalogue.resultCount', { count: listing.resultCount })}</p>
          {listing.articles.length > 1 ? <SortForm sort={listing.sort} action={listing.action} /> : null}
        </div>
        {listing.articles.length === 0 ? <p className="empty">{t('catalogue.noResults')}</p> : <ArticleGrid articles={listing.articles} />}
        <Paging paging={listing.paging} />
      </div>
    </div>
  );
}
