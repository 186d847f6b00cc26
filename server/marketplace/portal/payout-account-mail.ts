/**
 * A changed payout account is mailed at once to every owner of the shop and to the operator, each
 * in their language (an owner in the member's, the operator in its country's): a taken-over session
 * that redirects the shop's money must not go unseen until the payout. The mail names the old and
 * the new account with their IBANs masked, who changed it and when, how long payouts to a new
 * account wait, and how to undo it (the portal's bank page; a reply reaches the operator).
 */
import type { Locale } from '../../../locales/editions';
import { formatMoment } from '../../../locales/moments';
import type { Db } from '../db/connection';
import type { PayoutAccountSettings } from '../dependencies';
import { enqueueMail, escapeHtml, translator } from '../mail';
import { maskedIban } from '../payments';

export interface PayoutAccount { holder: string; iban: string; bic: string }

export interface PayoutAccountChange {
  shopId: number;
  shopName: string;
  before: PayoutAccount | null;
  after: PayoutAccount;
  by: { name: string; email: string };
  at: string;
  /** When payouts to the new account may start; null: not held (the same account, or no hold). */
  heldUntil: string | null;
}

/** The shop's owners in use: their address, name and language. */
async function ownersOf(db: Db, shopId: number): Promise<{ email: string; name: string; locale: string }[]> {
  return db.selectFrom('staff').select(['email', 'name', 'locale']).where('shop_id', '=', shopId).where('role', '=', 'shop_owner')
    .where('disabled_at', 'is', null).where('password_hash', 'is not', null).orderBy('id').execute();
}

function lines(change: PayoutAccountChange, reader: { name: string | null; locale: string; operator: boolean }, settings: PayoutAccountSettings): { subject: string; lines: string[]; locale: Locale } {
  const { t, locale } = translator(reader.locale);
  const words = { interpolation: { escapeValue: false } };
  const account = (a: PayoutAccount) => t('portal.bankMail.account', { ...words, holder: a.holder, iban: maskedIban(a.iban), bic: a.bic });
  return {
    locale,
    subject: t('portal.bankMail.subject', { ...words, shop: change.shopName }).slice(0, 200),
    lines: [
      reader.name ? t('portal.bankMail.greeting', { ...words, name: reader.name }) : t('portal.bankMail.greetingOperator'),
      t('portal.bankMail.changed', { ...words, shop: change.shopName, shopId: change.shopId }),
      t('labelled', { ...words, label: t('portal.bankMail.before'), value: change.before ? account(change.before) : t('portal.bankMail.none') }),
      t('labelled', { ...words, label: t('portal.bankMail.after'), value: account(change.after) }),
      t('portal.bankMail.by', { ...words, name: change.by.name, email: change.by.email, at: formatMoment(change.at, locale) }),
      ...(change.heldUntil ? [t('portal.bankMail.held', { ...words, until: formatMoment(change.heldUntil, locale) })] : []),
      reader.operator ? t('portal.bankMail.undoOperator', { ...words, shopId: change.shopId })
        : t('portal.bankMail.undo', { ...words, link: settings.bankAccountPage(locale) }),
      ...(!reader.operator && settings.operatorAddress ? [t('portal.bankMail.reply', { ...words, address: settings.operatorAddress })] : []),
    ],
  };
}

/** Queues the mails in the caller's transaction; the caller tells the mail worker once it committed. */
export async function mailPayoutAccountChange(db: Db, change: PayoutAccountChange, settings: PayoutAccountSettings): Promise<void> {
  const readers = [
    ...(await ownersOf(db, change.shopId)).map((owner) => ({ address: owner.email, name: owner.name, locale: owner.locale, operator: false })),
    ...(settings.operatorAddress ? [{ address: settings.operatorAddress, name: null, locale: settings.operatorLocale, operator: true }] : []),
  ];
  for (const reader of readers) {
    const mail = lines(change, reader, settings);
    await enqueueMail(db, {
      kind: 'payout_account_changed', orderId: null, recipient: reader.address, subject: mail.subject,
      replyTo: reader.operator ? null : settings.operatorAddress,
      text: `${mail.lines.join('\n\n')}\n`,
      html: mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    });
  }
}
