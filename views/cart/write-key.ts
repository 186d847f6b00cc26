/**
 * A cart form's write key: the page's key (made per render on the server) with what the form
 * writes, so each form of a page has its own. Sent again, the same form's write is applied once.
 */
import { createContext, useContext } from 'react';

/** The page's key for its cart forms; undefined: the forms carry none (the web tier makes one). */
export const CartWriteKey = createContext<string | undefined>(undefined);

export function formWriteKey(pageKey: string | undefined, ...what: Array<string | number | undefined>): string | undefined {
  return pageKey ? [pageKey, ...what.filter((part) => part !== undefined && part !== '')].join('-') : undefined;
}

export const usePageWriteKey = () => useContext(CartWriteKey);
