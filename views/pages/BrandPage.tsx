import { useShop } from '../context';
import { ArticleGrid } from '../catalogue/ArticleCard';
import { Breadcrumb } from '../catalogue/Breadcrumb';
import { LinkList } from '../catalogue/LinkList';
import type { ArticleCardData, Crumb, ImageData, LinkItem } from '../catalogue/types';

export interface BrandPageProps {
  heading: string;
  crumbs: Crumb[];
  logo?: ImageData;
  brandName: string;
  /** The brand's main categories, each linking to the brand within that category. */
  categories: LinkItem[];
  /** A few popular articles of the brand. */
  articles: ArticleCardData[];
}

/** A brand without a category: its categories first, then popular articles. */
export function BrandPage({ heading, crumbs, logo, brandName, categories, articles }: BrandPageProps) {
  const { t } = useShop();
  return (
    <article className="catalogue brand-page">
      <Breadcrumb crumbs={crumbs} />
      <div className="page-title">
        {logo ? <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} /> : null}
        <h1>{heading}</h1>
      </div>
      <LinkList id="categories" heading={t('catalogue.brandCategories', { brand: brandName })} items={categories} />
      {articles.length ? (
        <section className="brand-articles">
          <h2>{t('catalogue.brandArticles', { brand: brandName })}</h2>
          <ArticleGrid articles={articles} />
        </section>
      ) : null}
    </article>
  );
}
