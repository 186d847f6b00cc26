import { useShop } from '../context';
import { Breadcrumb } from '../catalogue/Breadcrumb';
import { LinkList } from '../catalogue/LinkList';
import { Listing } from '../catalogue/Listing';
import type { Crumb, LinkItem, ListingData } from '../catalogue/types';

export interface SearchResultsPageProps {
  heading: string;
  crumbs: Crumb[];
  /** The fulltext search form repeats the term so it can be refined without JavaScript. */
  form?: { action: string; q: string; hidden: { name: string; value: string }[] };
  /** Shown instead of results when no term was given. */
  prompt?: string;
  /** A line under the heading, e.g. what a part number search looks at. */
  intro?: string;
  groups: { key: string; heading: string; items: LinkItem[] }[];
  listing: ListingData;
  /** Words of the term were corrected: what was searched, and a link to the term as typed. */
  correction?: { searched: string; searchedHref: string; original: string; originalHref: string };
  /** A part number one typo away from the term's: offered, not searched. */
  didYouMean?: { term: string; href: string };
  /** The vehicle the term names, which narrowed the results, and where to choose it exactly. */
  termVehicle?: { text: string; choose?: { label: string; href: string } };
  /** Which vehicles the results are for, and a link to the other choice (every vehicle, or the shopper's). */
  vehicleScope?: { text?: string; link: { label: string; href: string } };
}

/** Fulltext and part number search: matching categories by group (folded), then the articles found. */
export function SearchResultsPage({ heading, crumbs, form, prompt, intro, groups, listing, correction, didYouMean, termVehicle, vehicleScope }: SearchResultsPageProps) {
  const { t } = useShop();
  const categoryCount = groups.reduce((sum, group) => sum + group.items.length, 0);
  const empty = listing.resultCount === 0 && categoryCount === 0;
  return (
    <article className="catalogue search-page">
      <Breadcrumb crumbs={crumbs} />
      <h1>{heading}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {correction ? (
        <p className="search-correction">
          {t('search.showingResultsFor')} <a href={correction.searchedHref}><strong>{correction.searched}</strong></a>
          {' '}<span className="search-instead">({t('search.searchInsteadFor')} <a href={correction.originalHref}>{correction.original}</a>)</span>
        </p>
      ) : null}
      {didYouMean ? <p className="search-correction">{t('search.didYouMean')} <a href={didYouMean.href}><strong>{didYouMean.term}</strong></a>?</p> : null}
      {termVehicle ? (
        <p className="search-vehicle">
          {termVehicle.text}
          {termVehicle.choose ? <>{' · '}<a href={termVehicle.choose.href}>{termVehicle.choose.label}</a></> : null}
        </p>
      ) : null}
      {vehicleScope ? (
        <p className="search-vehicle search-scope">
          {vehicleScope.text ? <>{vehicleScope.text}{' · '}</> : null}
          <a href={vehicleScope.link.href}>{vehicleScope.link.label}</a>
        </p>
      ) : null}
      {form ? (
        <form className="search-again" method="get" action={form.action} role="search" aria-label={t('a11y.searchAgain')}>
          {form.hidden.map((field) => <input key={field.name} type="hidden" name={field.name} value={field.value} />)}
          <input type="search" name="q" defaultValue={form.q} required aria-label={t('search.placeholder')} placeholder={t('search.placeholder')} />
          <button type="submit">{t('search.submit')}</button>
        </form>
      ) : null}
      {prompt ? <p className="prompt">{prompt}</p> : empty ? <p className="empty">{t('search.noResults')}</p> : null}
      {/* The categories found refine the search; folded, so the articles come first on a phone too. */}
      {categoryCount > 0 ? (
        <details className="search-groups">
          <summary>{`${t('search.categories')} (${categoryCount})`}</summary>
          {groups.map((group) => <LinkList key={group.key} id={group.key} heading={group.heading} items={group.items} />)}
        </details>
      ) : null}
      {empty ? null : (
        <section className="search-products">
          <h2>{t('search.products')}</h2>
          <Listing listing={listing} />
        </section>
      )}
    </article>
  );
}
