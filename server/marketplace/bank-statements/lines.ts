/**
 * The statement lines as the desk sees them, and the agent's decision on one waiting: booked against
 * an order (the parts its transfer pays, by the desk's own booking), or returned to the sender.
 */
import type { StatementImportView, StatementLineView } from '../../../contract/calls/bank-statements';
import type { Db } from '../db/connection';
import { orderByNumber } from '../orders';
import { bookParts } from './import';

const LINE_COLUMNS = [
  'id', 'import_id as importId', 'booked_on as bookedOn', 'direction', 'amount_cents as amountCents', 'currency', 'remittance', 'end_to_end_id as endToEndId',
  'counterparty_name as counterpartyName', 'counterparty_iban as counterpartyIban', 'state', 'reason', 'order_number as orderNumber', 'due_cents as dueCents',
  'decided_by as decidedBy', 'decided_at as decidedAt',
] as const;
const IMPORT_COLUMNS = ['id', 'file_name as fileName', 'account_iban as accountIban', 'lines_read as linesRead', 'lines_new as linesNew', 'imported_by as importedBy', 'imported_at as importedAt'] as const;

type LineRow = Omit<StatementLineView, 'direction' | 'state' | 'reason'> & { direction: string; state: string; reason: string | null };
const lineView = (row: LineRow): StatementLineView => ({ ...row, id: Number(row.id), importId: Number(row.importId), amountCents: Number(row.amountCents), dueCents: row.dueCents === null ? null : Number(row.dueCents) } as StatementLineView);
const importView = (row: StatementImportView): StatementImportView => ({ ...row, id: Number(row.id), linesRead: Number(row.linesRead), linesNew: Number(row.linesNew) });

/** The lines waiting for the desk, oldest first, and the latest imports. */
export async function openStatementLines(db: Db): Promise<{ open: StatementLineView[]; imports: StatementImportView[] }> {
  const open = await db.selectFrom('statement_lines').select(LINE_COLUMNS).where('state', 'in', ['needs_decision', 'unmatched']).orderBy('booked_on').orderBy('id').limit(500).execute();
  const imports = await db.selectFrom('statement_imports').select(IMPORT_COLUMNS).orderBy('id', 'desc').limit(20).execute();
  return { open: open.map(lineView), imports: imports.map(importView) };
}

export async function statementImport(db: Db, id: number): Promise<{ import: StatementImportView; lines: StatementLineView[] } | undefined> {
  const found = await db.selectFrom('statement_imports').select(IMPORT_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!found) return undefined;
  const lines = await db.selectFrom('statement_lines').select(LINE_COLUMNS).where('import_id', '=', id).orderBy('id').execute();
  return { import: importView(found), lines: lines.map(lineView) };
}

export type LineDecision = { decision: 'book'; orderNumber?: string } | { decision: 'returned' };
export type DecisionOutcome =
  | { kind: 'decided'; state: 'booked' | 'returned'; orderNumber: string | null; booked: string[] }
  | { kind: 'not_found' }
  | { kind: 'decided_already' }
  | { kind: 'no_order' };

/**
 * The agent decides a waiting or unmatched credit. Booking takes the order typed, else the one the
 * line names; the order's transfer parts still to be paid are booked as received, whatever the
 * amount: the agent has looked at it. An order with nothing to pay by transfer books nothing.
 */
export async function decideStatementLine(db: Db, lineId: number, decision: LineDecision, staffId: number, now = new Date()): Promise<DecisionOutcome> {
  return db.transaction().execute(async (tx) => {
    const line = await tx.selectFrom('statement_lines').select(['id', 'state', 'direction', 'order_number']).where('id', '=', lineId).executeTakeFirst();
    if (!line) return { kind: 'not_found' } as const;
    if (line.direction !== 'credit' || (line.state !== 'needs_decision' && line.state !== 'unmatched')) return { kind: 'decided_already' } as const;
    const decided = { decided_by: `staff:${staffId}`, decided_at: now.toISOString() };
    if (decision.decision === 'returned') {
      await tx.updateTable('statement_lines').set({ state: 'returned', ...decided }).where('id', '=', lineId).execute();
      return { kind: 'decided', state: 'returned', orderNumber: line.order_number, booked: [] } as const;
    }
    const number = decision.orderNumber || (line.order_number?.includes(' ') ? undefined : line.order_number);
    const order = number ? await orderByNumber(tx, number) : undefined;
    if (!order) return { kind: 'no_order' } as const;
    const booked = await bookParts(tx, order, `staff:${staffId}`, now);
    if (booked.length === 0) return { kind: 'no_order' } as const;
    await tx.updateTable('statement_lines').set({ state: 'booked', order_number: order.number, ...decided }).where('id', '=', lineId).execute();
    return { kind: 'decided', state: 'booked', orderNumber: order.number, booked } as const;
  });
}
