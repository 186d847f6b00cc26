/**
 * The portal's calls: a shop member reads and changes their own shop. Every handler first resolves
 * the member (401 without one); an import of another shop answers 404 as one that does not exist.
 * Changes to the shop page are announced to every process, so stored pages show them at once.
 */
import { EDITIONS, isLocale } from '../../../locales/editions';
import { CALLS } from '../../../contract/calls/index';
import { REPORT_PAGE_LINES, type PortalMember } from '../../../contract/calls/portal';
import { announceThrough } from '../db/change-feed';
import type { Db } from '../db/connection';
import { endpoint, notFound, ok, type Endpoint, type MarketplaceRequest, type Refusal } from '../http/endpoint';
import { getImport, reportLines, reportReasons, shopImports } from '../feeds/imports';
import { confirmImport, rejectImport } from '../feeds/run-import';
import { replaceShipping, saveShopTexts, shopPageSettings } from '../shops/page-settings';
import { saveShopIdentity } from '../shops/identity';
import { issueShopToken, revokeShopToken, shopTokenIssuedAt } from '../shops/tokens';
import { portalMemberOf } from './member';
import { portalOrderEndpoints } from './orders';

const unauthorized: Refusal = { status: 401, body: { error: 'unauthorized', message: 'sign in to the portal as a member of a shop' } };
const forbidden: Refusal = { status: 403, body: { error: 'forbidden', message: 'only the shop\'s owner may do this' } };

type Guarded<T> = (member: PortalMember, db: Db) => Promise<T>;

/** Runs `handle` for the member the call comes from, or refuses with 401. */
async function asMember<T>(db: Db, headers: MarketplaceRequest['headers'], handle: Guarded<T>): Promise<T | Refusal> {
  const member = await portalMemberOf(db, headers);
  return member ? handle(member, db) : unauthorized;
}

const langNoOf = (member: PortalMember) => EDITIONS[isLocale(member.locale) ? member.locale : 'de-DE'].langNo;

async function ownImport(db: Db, member: PortalMember, importId: number) {
  const found = await getImport(db, importId);
  return found && found.shopId === member.shopId ? found : undefined;
}

export const portalEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/member'], async ({ db, headers }) => asMember(db.kysely, headers, async (member) => ok(member))),

  endpoint(CALLS['GET /portal/imports'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => ok({ imports: await shopImports(kysely, member.shopId) }))),

  endpoint(CALLS['GET /portal/imports/:importId'], async ({ db, headers, params, query }) => asMember(db.kysely, headers, async (member, kysely) => {
    const found = await ownImport(kysely, member, params.importId);
    if (!found) return notFound('import');
    const [reasons, lines] = await Promise.all([
      reportReasons(kysely, found.id),
      reportLines(kysely, found.id, REPORT_PAGE_LINES + 1, query.after ?? 0, query.reason || undefined),
    ]);
    return ok({ import: found, reasons, report: lines.slice(0, REPORT_PAGE_LINES), more: lines.length > REPORT_PAGE_LINES });
  })),

  endpoint(CALLS['POST /portal/imports/:importId/decision'], async ({ db, headers, params, body }) => asMember(db.kysely, headers, async (member, kysely) => {
    const found = await ownImport(kysely, member, params.importId);
    if (!found) return notFound('import');
    if (found.status !== 'held') return { status: 409, body: { error: 'conflict', message: `the import is ${found.status}, not held` } };
    const decided = body.decision === 'confirm'
      ? await confirmImport(kysely, found.id, () => void announceThrough(kysely, 'offers'))
      : await rejectImport(kysely, found.id);
    return ok({ import: decided! });
  })),

  endpoint(CALLS['GET /portal/token'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => ok({ createdAt: await shopTokenIssuedAt(kysely, member.shopId) }))),

  endpoint(CALLS['POST /portal/token'], async ({ db, headers, body }) => asMember(db.kysely, headers, async (member, kysely) => {
    if (member.role !== 'shop_owner') return forbidden;
    if (body.action === 'revoke') {
      await revokeShopToken(kysely, member.shopId);
      return ok({ token: null, createdAt: null });
    }
    const token = await issueShopToken(kysely, member.shopId);
    return ok({ token, createdAt: await shopTokenIssuedAt(kysely, member.shopId) });
  })),

  endpoint(CALLS['GET /portal/shop-page'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => ok(await shopPageSettings(kysely, member.shopId, langNoOf(member))))),

  endpoint(CALLS['POST /portal/shop-page/shipping'], async ({ db, headers, body }) => asMember(db.kysely, headers, async (member, kysely) => {
    const countries = body.rows.map((row) => row.country);
    const twice = countries.findIndex((country, i) => countries.indexOf(country) !== i);
    if (twice >= 0) return { status: 400, body: { error: 'bad_request', field: `rows.${twice}.country`, message: 'a country appears twice' } };
    await replaceShipping(kysely, member.shopId, body.rows);
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  endpoint(CALLS['POST /portal/shop-page/texts'], async ({ db, headers, body }) => asMember(db.kysely, headers, async (member, kysely) => {
    await saveShopTexts(kysely, member.shopId, langNoOf(member), body);
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  endpoint(CALLS['POST /portal/shop-page/identity'], async ({ db, headers, body }) => asMember(db.kysely, headers, async (member, kysely) => {
    await saveShopIdentity(kysely, member.shopId, body);
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  ...portalOrderEndpoints(asMember),
];
