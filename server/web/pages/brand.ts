import { loadCategoryListing } from './category';
import type { PageLoader } from './types';

/** Brand within a category: the category listing narrowed to one brand. */
export const loadBrandCategory: PageLoader<'BrandCategory'> = (context) => loadCategoryListing(context, 'BrandCategory');
