/**
 * The shop's bank account, into which the marketplace pays the shop out (central checkout: the
 * shoppers pay the marketplace). The owner's alone: staff and a key are refused. Saving takes a
 * fresh code of the owner's second factor even within a signed-in session, since whoever sits at
 * an open portal must not redirect the shop's money; a code counts once, as at sign-in. The audit
 * log names the account by its masked IBAN only.
 */
import { CALLS } from '../../../contract/calls/index';
import { HOLDER_MAX, type ShopBankAccountView } from '../../../contract/calls/portal-bank-account';
import type { Db } from '../db/connection';
import { badRequest, endpoint, ok, type Endpoint } from '../http/endpoint';
import { bicOf, ibanOf, maskedIban } from '../payments';
import { freshCode, freshCodeRefusal } from '../staff';
import { recordMemberAction } from './audit';
import { asOwner } from './guard';

async function accountView(db: Db, shopId: number): Promise<ShopBankAccountView | null> {
  const row = await db.selectFrom('shop_bank_accounts').select(['holder', 'iban', 'bic']).where('shop_id', '=', shopId).executeTakeFirst();
  return row ? { holder: row.holder, ibanMasked: maskedIban(row.iban), bic: row.bic } : null;
}

export const portalBankAccountEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/bank-account'], async ({ db, headers }) => asOwner(db.kysely, headers, async (member, kysely) => ok({ account: await accountView(kysely, member.shopId) }))),

  endpoint(CALLS['POST /portal/bank-account'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const holder = body.holder.trim().replace(/\s+/g, ' ');
    if (!holder || holder.length > HOLDER_MAX) return badRequest('holder', `the account holder's name, 1 to ${HOLDER_MAX} characters`);
    const iban = ibanOf(body.iban);
    if (!iban) return badRequest('iban', 'an IBAN whose length and check digits are right');
    const bic = bicOf(body.bic);
    if (!bic) return badRequest('bic', 'a BIC of 8 or 11 characters, such as COBADEFFXXX');
    // Checked last, so a typing error above does not use up the code.
    const code = await freshCode(kysely, member.staffId!, body.code, 'bank_account');
    if (!code.ok) return freshCodeRefusal(code);
    await kysely.insertInto('shop_bank_accounts').values({ shop_id: member.shopId, holder, iban, bic })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet({ holder, iban, bic })).execute();
    await recordMemberAction(kysely, member, 'bank_account_saved', { detail: { iban: maskedIban(iban), bic } });
    return ok({ account: (await accountView(kysely, member.shopId))! });
  })),
];
