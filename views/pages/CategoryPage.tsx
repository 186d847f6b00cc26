import { useShop } from '../context';
import { Breadcrumb } from '../catalogue/Breadcrumb';
import { LinkList } from '../catalogue/LinkList';
import { Listing } from '../catalogue/Listing';
import type { Crumb, ImageData, LinkItem, ListingData } from '../catalogue/types';

export interface CategoryPageProps {
  heading: string;
  crumbs: Crumb[];
  /** Brand logo on brand pages. */
  logo?: ImageData;
  description?: string;
  subcategories: LinkItem[];
  listing: ListingData;
  seoText?: string;
}

/** Every category variant and both brand variants: subcategories, then the article listing. */
export function CategoryPage({ heading, crumbs, logo, description, subcategories, listing, seoText }: CategoryPageProps) {
  const { t } = useShop();
  return (
    <article className="catalogue category-page">
      <Breadcrumb crumbs={crumbs} />
      <div className="page-title">
        {logo ? <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} /> : null}
        <h1>{heading}</h1>
      </div>
      {description ? <p className="lead">{description}</p> : null}
      {/* Folded on a phone like the filters, so the articles start in the first screen. */}
      {subcategories.length > 0 ? (
        <details className="phone-fold subcategories-fold">
          <summary>{`${t('catalogue.categories')} (${subcategories.length})`}</summary>
          <LinkList id="categories" heading={t('catalogue.categories')} items={subcategories} />
        </details>
      ) : null}
      <Listing listing={listing} />
      {seoText ? <p className="seo-text">{seoText}</p> : null}
    </article>
  );
}
