/**
 * Which shop member a portal call comes from: the one place the portal's calls learn it. The web
 * tier passes the member's sign-in in the portal header; without a valid one there is no member.
 *
 * Until staff accounts exist, a shop signs in with its own API token ("<shopId>.<token>"): the
 * holder of the token acts as the shop's owner, in the language of the shop's country.
 */
import { EDITIONS, LOCALES, type Locale } from '../../../locales/editions';
import { PORTAL_HEADER } from '../../../contract/headers';
import type { PortalMember } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import type { MarketplaceRequest } from '../http/endpoint';
import { verifyShopToken } from '../shops/tokens';

const SIGN_IN = /^(\d{1,9})\.(\S{1,200})$/;

function localeOfCountry(country: string): Locale {
  return LOCALES.find((locale) => EDITIONS[locale].country === country) ?? 'de-DE';
}

export async function portalMemberOf(db: Db, headers: MarketplaceRequest['headers']): Promise<PortalMember | null> {
  const match = SIGN_IN.exec(headers[PORTAL_HEADER] ?? '');
  if (!match) return null;
  const shopId = Number(match[1]);
  if (!(await verifyShopToken(db, shopId, match[2]))) return null;
  const shop = await db.selectFrom('shops').select(['id', 'name', 'slug', 'country']).where('id', '=', shopId).executeTakeFirst();
  if (!shop) return null;
  return { shopId: shop.id, shopName: shop.name, shopSlug: shop.slug, role: 'shop_owner', locale: localeOfCountry(shop.country) };
}
