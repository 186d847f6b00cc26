/**
 * The reconciliation an accountant runs, on the configured database (DATABASE_URL, else the SQLite
 * file at DATABASE_PATH): the books worked out from the money that moved (provider payments and
 * refunds, bank statement lines, payout files, the settlements' commission), printed as one
 * equation in the operator's language with amounts in euros, then set beside the ledger's own
 * figures. Exit status 1 when the equation misses by a cent, something is owed that cannot be
 * paid, or the ledger tells otherwise.
 */
import '../server/lifecycle/node-version';
import { databaseLocation, loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { againstLedger, movementBooks, reconcile, type MovementBooks } from '../server/marketplace/ledger/index';
import { localeOfCountry } from '../locales/editions';
import { createI18n, translatorFor } from '../locales/i18n';
import { formatPrice } from '../views/context';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run ledger:reconcile
  prints what shoppers paid against where it went, from the money that moved, and whether the ledger agrees
Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH; speaks the language of OPERATOR_COUNTRY.`;

const { positionals } = commandLine({ usage: USAGE, positionals: true, options: {} });
if (positionals.length > 0) usageError(`unexpected: ${positionals.join(' ')}`, USAGE);

async function main(): Promise<void> {
  const config = loadConfig();
  const locale = localeOfCountry(config.OPERATOR_COUNTRY);
  const t = translatorFor(createI18n(), locale);
  const euros = (cents: number) => formatPrice(cents, locale);
  const db = openDatabase(databaseLocation(config));
  await migrate(db);
  try {
    const books = await movementBooks(db.kysely);
    const ledger = await reconcile(db.kysely);
    // French sets a narrow no-break space before the colon.
    const colon = t('reconciliation.colon');
    const line = (sign: string, key: string, cents: number, more = '') => `${sign} ${t(`reconciliation.${key}`)}${colon}${euros(cents)}${more}`;
    const said = [
      t('reconciliation.title'),
      `  ${t('reconciliation.paidIn')}${colon}${euros(books.paidInCents)} (${t('reconciliation.byProvider')} ${euros(books.paidInByProviderCents)}, ${t('reconciliation.byTransfer')} ${euros(books.paidInByTransferCents)})`,
      line('=', 'refunded', books.refundedByProviderCents + books.refundedByTransferCents,
        ` (${t('reconciliation.byProvider')} ${euros(books.refundedByProviderCents)}, ${t('reconciliation.byTransfer')} ${euros(books.refundedByTransferCents)}; ${t('reconciliation.confirmed')} ${euros(books.refundsConfirmedCents)})`),
      line('+', 'refundsOwed', books.refundsOwedCents),
      line('+', 'paidOut', books.paidOutToShopsCents, ` (${t('reconciliation.booked')} ${euros(books.payoutsConfirmedCents)})`),
      line('+', 'owedToShops', books.owedToShopsCents),
      line('+', 'commission', books.commissionCents),
      line('+', 'commissionVat', books.commissionVatCents),
      line('−', 'owedByShops', books.owedByShopsCents),
      line('+', 'held', books.heldCents),
      `  ${t('reconciliation.difference')}${colon}${euros(books.differenceCents)}`,
      ...problemLines(books, t, euros),
    ];
    const differing = againstLedger(books, ledger).filter((f) => f.movementsCents !== f.ledgerCents);
    said.push(differing.length === 0 ? t('reconciliation.ledgerAgrees')
      : differing.map((f) => t('reconciliation.ledgerDiffers', { what: t(`reconciliation.figure.${f.name}`), movements: euros(f.movementsCents), ledger: euros(f.ledgerCents) })).join('\n'));
    const balanced = books.differenceCents === 0 && books.problems.length === 0 && differing.length === 0 && ledger.differenceCents === 0 && ledger.discrepancies.length === 0;
    said.push(t(balanced ? 'reconciliation.balanced' : 'reconciliation.unbalanced'));
    console.log(said.join('\n'));
    if (!balanced) process.exitCode = 1;
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

function problemLines(books: MovementBooks, t: (key: string, options?: Record<string, unknown>) => string, euros: (cents: number) => string): string[] {
  return books.problems.map((p) => {
    if (p.kind === 'refund_without_way') return t('reconciliation.problem.refund_without_way', { id: p.refundId, order: p.orderNumber, amount: euros(p.cents) });
    if (p.kind === 'payout_beyond_collected') return t('reconciliation.problem.payout_beyond_collected', { id: p.settlementId, shop: p.shopId, amount: euros(p.payoutCents), collected: euros(p.collectedCents) });
    return t('reconciliation.problem.order_beyond_received', { order: p.orderNumber, amount: euros(p.cents) });
  });
}

void main();
