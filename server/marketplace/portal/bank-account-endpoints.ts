/**
 * The shop's bank account, into which the marketplace pays the shop out (central checkout: the
 * shoppers pay the marketplace). The owner's alone: staff and a key are refused. Saving takes a
 * fresh code of the owner's second factor even within a signed-in session, since whoever sits at
 * an open portal must not redirect the shop's money; a code counts once, as at sign-in, and wrong
 * ones lock the account's code entry. The audit log names the account by its masked IBAN only. A
 * change is mailed to the shop's owners and the operator, and payouts to a new account wait a while.
 */
import { CALLS } from '../../../contract/calls/index';
import { HOLDER_MAX, type ShopBankAccountView } from '../../../contract/calls/portal-bank-account';
import type { Db } from '../db/connection';
import { badRequest, endpoint, ok, type Endpoint } from '../http/endpoint';
import { bicFitsIban, bicOf, ibanOf, maskedIban } from '../payments';
import { freshCode, freshCodeRefusal } from '../staff';
import { mailsQueued } from '../mail';
import { recordMemberAction } from './audit';
import { mailPayoutAccountChange } from './payout-account-mail';
import { asOwner } from './guard';

async function accountView(db: Db, shopId: number): Promise<ShopBankAccountView | null> {
  const row = await db.selectFrom('shop_bank_accounts').select(['holder', 'iban', 'bic']).where('shop_id', '=', shopId).executeTakeFirst();
  return row ? { holder: row.holder, ibanMasked: maskedIban(row.iban), bic: row.bic } : null;
}

export const portalBankAccountEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/bank-account'], async ({ db, headers }) => asOwner(db.kysely, headers, async (member, kysely) => ok({ account: await accountView(kysely, member.shopId) }))),

  endpoint(CALLS['POST /portal/bank-account'], async ({ db, headers, body, deps }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const holder = body.holder.trim().replace(/\s+/g, ' ');
    if (!holder || holder.length > HOLDER_MAX) return badRequest('holder', `the account holder's name, 1 to ${HOLDER_MAX} characters`);
    const iban = ibanOf(body.iban);
    if (!iban) return badRequest('iban', 'an IBAN whose length and check digits are right');
    const bic = bicOf(body.bic);
    if (!bic || !bicFitsIban(bic, iban)) return badRequest('bic', 'a BIC of 8 or 11 characters, such as COBADEFFXXX, of a bank in the IBAN\'s country');
    // Checked last, so a typing error above does not use up the code.
    const code = await freshCode(kysely, member.staffId!, body.code, 'bank_account');
    if (!code.ok) return freshCodeRefusal(code);
    const now = new Date();
    const changed = await kysely.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('shop_bank_accounts').select(['holder', 'iban', 'bic', 'held_since']).where('shop_id', '=', member.shopId).executeTakeFirst();
      if (before && before.holder === holder && before.iban === iban && before.bic === bic) return false;
      // A new account (not a new holder's name or BIC of the same one) starts a hold on payouts into it.
      const heldSince = before?.iban === iban ? before.held_since : now.toISOString();
      await tx.insertInto('shop_bank_accounts').values({ shop_id: member.shopId, holder, iban, bic, held_since: heldSince })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet({ holder, iban, bic, held_since: heldSince })).execute();
      const by = (await tx.selectFrom('staff').select(['name', 'email']).where('id', '=', member.staffId!).executeTakeFirstOrThrow());
      const hours = deps.payoutAccount.holdHours;
      await mailPayoutAccountChange(tx, {
        shopId: member.shopId, shopName: member.shopName, before: before ?? null, after: { holder, iban, bic }, by, at: now.toISOString(),
        heldUntil: before?.iban !== iban && hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null,
      }, deps.payoutAccount);
      return true;
    });
    if (changed) mailsQueued();
    await recordMemberAction(kysely, member, 'bank_account_saved', { detail: { iban: maskedIban(iban), bic } });
    return ok({ account: (await accountView(kysely, member.shopId))! });
  })),
];
