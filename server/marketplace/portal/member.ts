/**
 * Which shop member a portal call comes from: the one place the portal's calls learn it.
 * - A staff account of the shop (shop_owner or shop_staff), signed in with both steps (password
 *   and second factor) on the staff sign-in: the web tier passes its session in the staff header.
 * - The shop's API key ("<shopId>.<key>", the portal header), as the shop's order software holds
 *   it: the key's holder reaches what its scopes name (feeds, orders) as staff of the shop, never
 *   the owner's settings, in the language of the shop's country.
 * Without either there is no member.
 */
import { DEFAULT_LOCALE, isLocale, localeOfCountry } from '../../../locales/editions';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { PortalMember } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import type { MarketplaceRequest } from '../http/endpoint';
import { SHOP_KEY_SCOPES, shopKeyScopes, type ShopKeyScope } from '../shops';
import { staffSession } from '../staff';

const SIGN_IN = /^(\d{1,9})\.(\S{1,200})$/;

const SHOP_ROLES = ['shop_owner', 'shop_staff'] as const;
const isShopRole = (role: string): role is PortalMember['role'] => (SHOP_ROLES as readonly string[]).includes(role);

/** The member with what it may reach: a staff account every scope of the daily work, a key its own. */
export interface PortalCaller extends PortalMember {
  scopes: readonly ShopKeyScope[];
}

export async function portalMemberOf(db: Db, headers: MarketplaceRequest['headers']): Promise<PortalCaller | null> {
  const session = await staffSession(db, headers[STAFF_SESSION_HEADER]);
  if (session && session.stage === 'signed_in' && session.staff.shop_id !== null) {
    const { role, shop_id: shopId, locale } = session.staff;
    const shop = isShopRole(role) ? await db.selectFrom('shops').select(['id', 'name', 'slug']).where('id', '=', shopId).executeTakeFirst() : undefined;
    if (shop) return { shopId: shop.id, shopName: shop.name, shopSlug: shop.slug, role: role as PortalMember['role'], locale: isLocale(locale) ? locale : DEFAULT_LOCALE, staffId: session.staff.id, scopes: SHOP_KEY_SCOPES };
  }
  const match = SIGN_IN.exec(headers[PORTAL_HEADER] ?? '');
  if (!match) return null;
  const shopId = Number(match[1]);
  const scopes = await shopKeyScopes(db, shopId, match[2]);
  if (!scopes) return null;
  const shop = await db.selectFrom('shops').select(['id', 'name', 'slug', 'country']).where('id', '=', shopId).executeTakeFirst();
  if (!shop) return null;
  return { shopId: shop.id, shopName: shop.name, shopSlug: shop.slug, role: 'shop_staff', locale: localeOfCountry(shop.country), staffId: null, scopes };
}
