/** The NavigationOverlay island: server markup from NavigationOverlayView, hydrated by client/islands/NavigationOverlay.tsx. */
import { island } from './island';
import { NavigationOverlayView, type NavigationNode, type NavigationOverlayExtra, type NavigationOverlayProps } from './NavigationOverlayView';
import { NavigationItemsContext } from './navigation/markup';
import { catalogueLinksOf } from '../catalogue-links';
import { islandTexts } from './texts';

export type * from './NavigationOverlayView';

const Island = island<Omit<NavigationOverlayProps, 'items'> & NavigationOverlayExtra, NavigationOverlayExtra>(NavigationOverlayView, {
  name: 'NavigationOverlay',
  when: 'interaction',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    allVehiclesHref: shop ? shop.link('AllVehicles', {}) : '',
    manufacturerPath: shop ? shop.link('Manufacturer', { manufacturerSlug: '__SLUG__', manufacturerId: '__ID__' as unknown as number }) : '',
    links: catalogueLinksOf(shop),
    texts: islandTexts(shop, 'navigation'),
  }),
});

/**
 * Only the first two levels reach the page, and only once: as markup (the view gets them through
 * NavigationItemsContext, not as serialized props). Deeper levels, if a caller passes them, are
 * left out: the island loads them and the manufacturer list when it is opened.
 */
export function NavigationOverlay({ items, labels, vehicleField }: Omit<NavigationOverlayProps, 'items'> & { items: NavigationNode[] }) {
  const twoLevels = items.map(({ label, href, children }) => ({
    label,
    href,
    ...(children?.length ? { children: children.map((child) => ({ label: child.label, href: child.href })) } : {}),
  }));
  return (
    <NavigationItemsContext.Provider value={twoLevels}>
      <Island labels={labels} {...(vehicleField ? { vehicleField } : {})} />
    </NavigationItemsContext.Provider>
  );
}
