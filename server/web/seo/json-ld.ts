/** schema.org JSON-LD builders. Plain objects; Document.tsx serializes them safely into the head. */

export interface OrganizationInput {
  name: string;
  url: string;
  logo?: string;
  rating: { value: number; reviewCount: number };
}

/** Organization with AggregateRating, for the home page (SEO). */
export function organizationJsonLd({ name, url, logo, rating }: OrganizationInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    ...(logo ? { logo } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(rating.value.toFixed(2)),
      reviewCount: rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL; the last crumb (the current page) may omit it. */
  url?: string;
}

/** BreadcrumbList for catalogue pages: positions count from 1 in the given order. */
export function breadcrumbJsonLd(items: BreadcrumbItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}
