/** Brand pages share the category layout (logo, categories of the brand, listing). */
export { CategoryPage as BrandPage, type CategoryPageProps as BrandPageProps } from './CategoryPage';
