/**
 * The order page's signed link ({number} and {token} left open) as mails and the payment provider
 * carry it: on the edition's configured origin, never the request's Host header, which anyone can
 * set (a mail from the shop's own sender must not link elsewhere).
 */
import type { Locale } from '../../../locales/editions';
import { publicOriginOf, type Config } from '../../config/config';
import { pathFor } from '../routes/table';

export function orderLink(config: Config, locale: Locale, query: Record<string, string> = {}): string {
  const { origin, prefixed } = publicOriginOf(config, locale);
  return origin + pathFor(`Order___${locale}`, { orderNumber: '{number}' }, { prefix: prefixed, query: { t: '{token}', ...query } });
}

/** The list of a mailbox's orders, {token} left open, as its mail carries it: on the configured origin too. */
export function orderListLink(config: Config, locale: Locale): string {
  const { origin, prefixed } = publicOriginOf(config, locale);
  return origin + pathFor(`Orders___${locale}`, {}, { prefix: prefixed, query: { k: '{token}' } });
}
