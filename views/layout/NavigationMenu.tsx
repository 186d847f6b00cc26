/**
 * The header's navigation island. Only the first two levels reach the page, and only once: as
 * markup (the view gets them through NavigationItemsContext, not as serialized props). Deeper
 * levels, if a caller passes them, are left out: the island loads them and the manufacturer list
 * when it is opened.
 */
import * as NavigationOverlayIsland from '../islands/NavigationOverlay';
import type { NavigationNode, NavigationOverlayProps } from '../islands/navigation/types';
import { NavigationItemsContext } from '../islands/navigation/markup';
import { island } from '../render/island';

const NavigationOverlay = island(NavigationOverlayIsland);

export function NavigationMenu({ items, labels, vehicleField }: Omit<NavigationOverlayProps, 'items'> & { items: NavigationNode[] }) {
  const twoLevels = items.map(({ label, href, children }) => ({
    label,
    href,
    ...(children?.length ? { children: children.map((child) => ({ label: child.label, href: child.href })) } : {}),
  }));
  return (
    <NavigationItemsContext.Provider value={twoLevels}>
      <NavigationOverlay labels={labels} {...(vehicleField ? { vehicleField } : {})} />
    </NavigationItemsContext.Provider>
  );
}
