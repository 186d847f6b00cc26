/**
 * Which shop member a portal call comes from: the one place the portal's calls learn it.
 * - A staff account of the shop (shop_owner or shop_staff), signed in with both steps (password
 *   and second factor) on the staff sign-in: the web tier passes its session in the staff header.
 * - A shop without staff accounts yet signs in with its own API key ("<shopId>.<key>", the portal
 *   header): the key's holder acts as the shop's owner, in the language of the shop's country.
 * Without either there is no member.
 */
import { DEFAULT_LOCALE, isLocale, localeOfCountry } from '../../../locales/editions';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { PortalMember } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import type { MarketplaceRequest } from '../http/endpoint';
import { verifyShopToken } from '../shops/tokens';
import { staffSession } from '../staff/repository';

const SIGN_IN = /^(\d{1,9})\.(\S{1,200})$/;

const SHOP_ROLES = ['shop_owner', 'shop_staff'] as const;
const isShopRole = (role: string): role is PortalMember['role'] => (SHOP_ROLES as readonly string[]).includes(role);

export async function portalMemberOf(db: Db, headers: MarketplaceRequest['headers']): Promise<PortalMember | null> {
  const session = await staffSession(db, headers[STAFF_SESSION_HEADER]);
  if (session && session.stage === 'signed_in' && session.staff.shop_id !== null) {
    const { role, shop_id: shopId, locale } = session.staff;
    const shop = isShopRole(role) ? await db.selectFrom('shops').select(['id', 'name', 'slug']).where('id', '=', shopId).executeTakeFirst() : undefined;
    if (shop) return { shopId: shop.id, shopName: shop.name, shopSlug: shop.slug, role: role as PortalMember['role'], locale: isLocale(locale) ? locale : DEFAULT_LOCALE, staffId: session.staff.id };
  }
  const match = SIGN_IN.exec(headers[PORTAL_HEADER] ?? '');
  if (!match) return null;
  const shopId = Number(match[1]);
  if (!(await verifyShopToken(db, shopId, match[2]))) return null;
  const shop = await db.selectFrom('shops').select(['id', 'name', 'slug', 'country']).where('id', '=', shopId).executeTakeFirst();
  if (!shop) return null;
  return { shopId: shop.id, shopName: shop.name, shopSlug: shop.slug, role: 'shop_owner', locale: localeOfCountry(shop.country), staffId: null };
}
