/**
 * The portal's calls: a shop member reads and changes their own shop. Every handler first resolves
 * the member (401 without one); an import of another shop answers 404 as one that does not exist.
 * Changes to the shop page are announced to every process, so stored pages show them at once.
 * What a member changes is written to the audit log; who may do what (scopes, the owner) is in ./guard.
 */
import { EDITIONS, isLocale } from '../../../locales/editions';
import { CALLS } from '../../../contract/calls/index';
import { REPORT_PAGE_LINES, type PortalMember } from '../../../contract/calls/portal';
import { announceThrough } from '../db/change-feed';
import type { Db } from '../db/connection';
import { endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { getImport, reportLines, reportReasons, shopImports, confirmImport, rejectImport } from '../feeds';
import { replaceShipping, saveShopTexts, shopPageSettings, saveShopIdentity, saveDispatch, issueShopToken, revokeShopToken, shopTokenIssuedAt, readTaxSetup, refreshTaxHold, saveTaxSetup, taxHoldReason } from '../shops';
import { taxSetupInput, taxSetupProblems } from '../../../contract/tax-setup';
import { recordMemberAction } from './audit';
import { asMember, asOwner, withScope } from './guard';
import { portalOrderMessageEndpoints } from './order-messages';
import { portalOrderEndpoints } from './orders';

const langNoOf = (member: PortalMember) => EDITIONS[isLocale(member.locale) ? member.locale : 'de-DE'].langNo;

async function ownImport(db: Db, member: PortalMember, importId: number) {
  const found = await getImport(db, importId);
  return found && found.shopId === member.shopId ? found : undefined;
}

export const portalEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/member'], async ({ db, headers }) => asMember(db.kysely, headers, async (member) => ok(member))),

  endpoint(CALLS['GET /portal/imports'], async ({ db, headers }) => withScope('offers:write')(db.kysely, headers, async (member, kysely) => ok({ imports: await shopImports(kysely, member.shopId) }))),

  endpoint(CALLS['GET /portal/imports/:importId'], async ({ db, headers, params, query }) => withScope('offers:write')(db.kysely, headers, async (member, kysely) => {
    const found = await ownImport(kysely, member, params.importId);
    if (!found) return notFound('import');
    const [reasons, lines] = await Promise.all([
      reportReasons(kysely, found.id),
      reportLines(kysely, found.id, REPORT_PAGE_LINES + 1, query.after ?? 0, query.reason || undefined),
    ]);
    return ok({ import: found, reasons, report: lines.slice(0, REPORT_PAGE_LINES), more: lines.length > REPORT_PAGE_LINES });
  })),

  endpoint(CALLS['POST /portal/imports/:importId/decision'], async ({ db, headers, params, body }) => withScope('offers:write')(db.kysely, headers, async (member, kysely) => {
    const found = await ownImport(kysely, member, params.importId);
    if (!found) return notFound('import');
    if (found.status !== 'held') return { status: 409, body: { error: 'conflict', message: `the import is ${found.status}, not held` } };
    if (body.decision === 'confirm' && await taxHoldReason(kysely, member.shopId)) return { status: 409, body: { error: 'conflict', message: 'the shop\'s tax set-up is incomplete' } };
    const decided = body.decision === 'confirm'
      ? await confirmImport(kysely, found.id, () => void announceThrough(kysely, 'offers'))
      : await rejectImport(kysely, found.id);
    await recordMemberAction(kysely, member, body.decision === 'confirm' ? 'import_confirmed' : 'import_rejected', { detail: { importId: found.id } });
    return ok({ import: decided! });
  })),

  endpoint(CALLS['GET /portal/token'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => ok({ createdAt: await shopTokenIssuedAt(kysely, member.shopId) }))),

  endpoint(CALLS['POST /portal/token'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const had = await shopTokenIssuedAt(kysely, member.shopId);
    if (body.action === 'revoke') {
      await revokeShopToken(kysely, member.shopId);
      if (had) await recordMemberAction(kysely, member, 'shop_token_revoked');
      return ok({ token: null, createdAt: null });
    }
    const token = await issueShopToken(kysely, member.shopId);
    await recordMemberAction(kysely, member, had ? 'shop_token_rotated' : 'shop_token_issued');
    return ok({ token, createdAt: await shopTokenIssuedAt(kysely, member.shopId) });
  })),

  endpoint(CALLS['GET /portal/shop-page'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => ok(await shopPageSettings(kysely, member.shopId, langNoOf(member))))),

  endpoint(CALLS['POST /portal/shop-page/shipping'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const countries = body.rows.map((row) => row.country);
    const twice = countries.findIndex((country, i) => countries.indexOf(country) !== i);
    if (twice >= 0) return { status: 400, body: { error: 'bad_request', field: `rows.${twice}.country`, message: 'a country appears twice' } };
    await replaceShipping(kysely, member.shopId, body.rows);
    await recordMemberAction(kysely, member, 'shop_shipping_saved', { detail: { countries: countries.length } });
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  endpoint(CALLS['POST /portal/shop-page/texts'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    await saveShopTexts(kysely, member.shopId, langNoOf(member), body);
    await recordMemberAction(kysely, member, 'shop_texts_saved', { detail: { locale: member.locale } });
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  endpoint(CALLS['POST /portal/shop-page/identity'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    await saveShopIdentity(kysely, member.shopId, body);
    // The country and VAT ID are the tax set-up's too: an incomplete set-up holds the offers.
    await refreshTaxHold(kysely, member.shopId);
    await recordMemberAction(kysely, member, 'shop_identity_saved');
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  endpoint(CALLS['POST /portal/shop-page/tax'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const tax = await readTaxSetup(kysely, member.shopId);
    const checked = taxSetupInput(tax?.country ?? 'DE').safeParse(body);
    if (!checked.success) {
      const [field, problem] = Object.entries(taxSetupProblems(checked.error))[0] ?? ['scheme', 'required'];
      return { status: 400, body: { error: 'bad_request', field, problem, message: checked.error.issues[0]?.message ?? 'invalid' } };
    }
    await saveTaxSetup(kysely, member.shopId, checked.data);
    await refreshTaxHold(kysely, member.shopId);
    await recordMemberAction(kysely, member, 'shop_tax_saved', { detail: { scheme: checked.data.scheme } });
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  endpoint(CALLS['POST /portal/shop-page/dispatch'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    await saveDispatch(kysely, member.shopId, body);
    await recordMemberAction(kysely, member, 'shop_dispatch_saved', { detail: { cutoff: body.cutoff, returnAddress: body.returnAddress !== '', returnCosts: body.returnCosts } });
    await announceThrough(kysely, 'offers');
    return ok(await shopPageSettings(kysely, member.shopId, langNoOf(member)));
  })),

  ...portalOrderEndpoints(withScope('orders:read')),
  ...portalOrderMessageEndpoints(withScope('orders:read'), withScope('orders:write')),
];
