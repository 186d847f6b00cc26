import type { Crumb } from '../../../../views/catalogue/types';
import { breadcrumbJsonLd as breadcrumbList } from '../../seo/json-ld';

/** schema.org BreadcrumbList from the visible trail (absolute URLs). */
export function breadcrumbJsonLd(crumbs: Crumb[], absolute: (path: string) => string): object {
  return breadcrumbList(crumbs.map((crumb) => ({ name: crumb.label, url: absolute(crumb.href) })));
}
