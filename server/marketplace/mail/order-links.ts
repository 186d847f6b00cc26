/**
 * The two links every mail to a shopper ends with: the order's own page, and the page where any
 * order is found again by its number and e-mail address (a forwarded or deleted mail loses the
 * first; the second needs no token). The lookup sits one step up the order page's path in every
 * edition (…/Bestellungen/SP-… → …/Bestellungen), so it is read from the link the web tier gave.
 */
import type { Translate } from '../../../locales/i18n';
import type { Block } from './block';

/** The order lookup page on the order page's own origin and edition; undefined for a link that is not one. */
export function lookupUrl(pageUrl: string): string | undefined {
  try {
    const url = new URL(pageUrl);
    const path = url.pathname.replace(/\/[^/]+\/?$/, '');
    if (!path) return undefined;
    return `${url.origin}${path}`;
  } catch {
    return undefined;
  }
}

export function orderLinkBlocks(t: Translate, pageUrl: string): Block[] {
  const lookup = lookupUrl(pageUrl);
  return [
    { lines: [t('orders.mail.link')], link: pageUrl },
    ...(lookup ? [{ lines: [t('orderTrack.mail')], link: lookup }] : []),
  ];
}
