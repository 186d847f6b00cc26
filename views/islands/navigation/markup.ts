/**
 * The two category levels travel once, as the server markup: they are not repeated in the island's
 * JSON props (that halved the overlay's bytes on every page). The server hands them to the view
 * through a context; the client entry reads them back from the markup before hydrating.
 */
import { createContext } from 'react';
import type { NavigationNode } from './types';

export const NavigationItemsContext = createContext<NavigationNode[]>([]);

const links = (list: Element | null | undefined): { li: Element; a: HTMLAnchorElement }[] =>
  [...(list?.children ?? [])].flatMap((li) => {
    const a = li.querySelector(':scope > a');
    return li.tagName === 'LI' && a instanceof HTMLAnchorElement ? [{ li, a }] : [];
  });

/** Reads nav > ul > li > (a, ul > li > a) as rendered by the NavigationOverlay island without JS. */
export function readItemsFromMarkup(marker: Element): NavigationNode[] {
  const top = marker.querySelector('details.navigation > nav > ul');
  return links(top).map(({ li, a }) => {
    const children = links(li.querySelector(':scope > ul')).map((child) => ({ label: child.a.textContent ?? '', href: child.a.getAttribute('href') ?? '' }));
    return { label: a.textContent ?? '', href: a.getAttribute('href') ?? '', ...(children.length ? { children } : {}) };
  });
}
