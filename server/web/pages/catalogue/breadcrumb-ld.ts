import type { Crumb } from '../../../../views/catalogue/types';

/** schema.org BreadcrumbList from the visible trail (absolute URLs). */
export function breadcrumbJsonLd(crumbs: Crumb[], absolute: (path: string) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href),
    })),
  };
}
