/**
 * A bank statement imported: every line kept once (per account and the bank's entry reference), so
 * importing the same file again books nothing twice. A credit naming an order whose prepayment parts
 * still ask for exactly its amount is booked as the desk books a transfer (recordPrepaymentReceived);
 * too little or too much is never booked to a guess: the line waits for the desk's decision. A credit
 * naming no order of ours is unmatched. A debit is one of our own transfers: the confirmers (our
 * payouts and refunds unless others are handed in) may recognise it by its end-to-end id.
 */
import type { Db } from '../db/connection';
import { orderByNumber, recordPrepaymentReceived, transferOf, transferPartsOf, type OrderEventActor, type StoredOrder } from '../orders';
import type { BankStatement, StatementTransaction } from './camt';
import { OWN_TRANSFERS } from './own-transfers';

export type StatementLineState = 'booked' | 'needs_decision' | 'unmatched' | 'outgoing' | 'confirmed' | 'returned';
export type DecisionReason = 'partial' | 'over' | 'nothing_due' | 'currency' | 'several_orders';

/**
 * Recognises one of our own outgoing transfers (a shop's payout, a shopper's refund) by its
 * end-to-end id, booked by the bank on `bookedOn` (YYYY-MM-DD); true when it was ours and is now
 * confirmed, false to let the next confirmer look.
 */
export type OutgoingConfirmer = (db: Db, endToEndId: string, bookedOn: string) => Promise<boolean>;

export interface StatementImportOptions {
  fileName: string;
  /** Who imports: a staff member in the desk, or 'command line'. */
  by: { staffId: number } | 'command line';
  outgoingConfirmers?: readonly OutgoingConfirmer[];
  now?: Date;
}

export interface StatementImportResult {
  importId: number;
  /** Lines read from the file, and how many of them had been imported before. */
  read: number;
  already: number;
  counts: Record<StatementLineState, number>;
}

/** Order numbers as the transfer page asks for them, also as banks pass them on: without dashes, in lower case, split by a space. */
const ORDER_REFERENCE = /SP[\s-]?(\d{6})[\s-]?([2-9A-HJKMNP-Z]{6})(?![0-9A-Z])/g;

export function orderNumbersIn(remittance: string): string[] {
  const found = [...remittance.toUpperCase().matchAll(ORDER_REFERENCE)].map((match) => `SP-${match[1]}-${match[2]}`);
  return [...new Set(found)];
}

const actorOf = (by: StatementImportOptions['by']): OrderEventActor => (by === 'command line' ? 'system' : `staff:${by.staffId}`);
const byText = (by: StatementImportOptions['by']): string => (by === 'command line' ? 'command line' : `staff:${by.staffId}`);

export async function importStatements(db: Db, statements: readonly BankStatement[], options: StatementImportOptions): Promise<StatementImportResult> {
  const now = options.now ?? new Date();
  const lines = statements.flatMap((statement) => statement.transactions.map((transaction) => ({ statement, transaction })));
  const inserted = await db.insertInto('statement_imports').values({
    file_name: options.fileName.slice(0, 200), account_iban: [...new Set(statements.map((s) => s.accountIban))].join(' '), lines_read: lines.length, lines_new: 0,
    imported_by: byText(options.by), imported_at: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  const importId = Number(inserted.id);
  const counts: Record<StatementLineState, number> = { booked: 0, needs_decision: 0, unmatched: 0, outgoing: 0, confirmed: 0, returned: 0 };
  let already = 0;
  for (const { statement, transaction } of lines) {
    // One transaction per line: the line is kept and booked together, or neither.
    const state = await db.transaction().execute((tx) => keepLine(tx, importId, statement, transaction, options, now));
    if (state) counts[state]++;
    else already++;
  }
  await db.updateTable('statement_imports').set({ lines_new: lines.length - already }).where('id', '=', importId).execute();
  return { importId, read: lines.length, already, counts };
}

/** The line kept and what became of it; undefined when it had been imported before. */
async function keepLine(db: Db, importId: number, statement: BankStatement, line: StatementTransaction, options: StatementImportOptions, now: Date): Promise<StatementLineState | undefined> {
  const kept = await db.insertInto('statement_lines').values({
    import_id: importId, account_iban: statement.accountIban, entry_ref: line.entryRef, statement_id: statement.id, booked_on: line.bookedOn, direction: line.direction,
    amount_cents: line.amountCents, currency: line.currency, remittance: line.remittance.slice(0, 500), end_to_end_id: line.endToEndId,
    counterparty_name: line.counterpartyName?.slice(0, 140) ?? null, counterparty_iban: line.counterpartyIban, state: 'unmatched', created_at: now.toISOString(),
  }).onConflict((conflict) => conflict.columns(['account_iban', 'entry_ref']).doNothing()).returning('id').executeTakeFirst();
  if (!kept) return undefined;
  const id = Number(kept.id);
  const set = (values: { state: StatementLineState; reason?: DecisionReason; order_number?: string; due_cents?: number | null; decided_by?: string; decided_at?: string }) =>
    db.updateTable('statement_lines').set(values).where('id', '=', id).execute();

  if (line.direction === 'debit') {
    if (line.endToEndId) {
      for (const confirm of options.outgoingConfirmers ?? OWN_TRANSFERS) {
        if (await confirm(db, line.endToEndId, line.bookedOn)) {
          await set({ state: 'confirmed', decided_by: byText(options.by), decided_at: now.toISOString() });
          return 'confirmed';
        }
      }
    }
    await set({ state: 'outgoing' });
    return 'outgoing';
  }

  const orders = (await Promise.all(orderNumbersIn(line.remittance).map((number) => orderByNumber(db, number)))).filter((order): order is StoredOrder => order !== undefined);
  if (orders.length === 0) return 'unmatched';
  if (orders.length > 1) {
    await set({ state: 'needs_decision', reason: 'several_orders', order_number: orders.map((o) => o.number).join(' ') });
    return 'needs_decision';
  }
  const order = orders[0]!;
  const due = transferOf(order)?.amountCents ?? 0;
  const reason: DecisionReason | undefined = line.currency !== 'EUR' ? 'currency' : due === 0 ? 'nothing_due' : line.amountCents < due ? 'partial' : line.amountCents > due ? 'over' : undefined;
  if (reason) {
    await set({ state: 'needs_decision', reason, order_number: order.number, due_cents: due });
    return 'needs_decision';
  }
  await bookParts(db, order, actorOf(options.by), now);
  await set({ state: 'booked', order_number: order.number, due_cents: due, decided_by: byText(options.by), decided_at: now.toISOString() });
  return 'booked';
}

/** Every part the order's transfer pays, booked as received by the desk's own booking. */
export async function bookParts(db: Db, order: StoredOrder, actor: OrderEventActor, now: Date): Promise<string[]> {
  const booked: string[] = [];
  for (const part of transferPartsOf(order)) {
    if (await recordPrepaymentReceived(db, order.number, part.number, actor, now) === 'recorded') booked.push(part.number);
  }
  return booked;
}
