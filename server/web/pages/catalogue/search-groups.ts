/** Category groups of a search answer (vehicle-specific, universal) as links to their category pages. */
import type { CategorySuggestion } from '../../../../contract/index';
import type { LinkItem } from '../../../../views/catalogue/types';
import type { PageContext } from '../types';

export interface SearchGroup {
  key: string;
  heading: string;
  items: LinkItem[];
}

export function categoryLinks(context: PageContext, categories: CategorySuggestion[] | undefined, modelId: string | undefined): LinkItem[] {
  return (categories ?? []).map((category) => {
    const params = { categorySlug: category.seoAlias, categoryId: category.id };
    const query = { modelId };
    return {
      key: String(category.id),
      label: category.title,
      href: category.isUniversal ? context.link('UniversalCategory', params, { query }) : context.link('Category', params, { query }),
    };
  });
}

export function searchGroups(context: PageContext, answer: { vehicleSpecific?: CategorySuggestion[]; universal?: CategorySuggestion[]; results?: CategorySuggestion[] }, modelId: string | undefined): SearchGroup[] {
  const { t } = context;
  const groups: SearchGroup[] = [
    { key: 'vehicle-specific', heading: t('search.vehicleSpecific'), items: categoryLinks(context, answer.vehicleSpecific, modelId) },
    { key: 'universal', heading: t('search.universal'), items: categoryLinks(context, answer.universal, modelId) },
  ];
  // Answers that only carry the flat list still show their categories.
  if (groups.every((group) => group.items.length === 0)) {
    groups.push({ key: 'categories', heading: t('search.categories'), items: categoryLinks(context, answer.results, modelId) });
  }
  return groups.filter((group) => group.items.length > 0);
}
