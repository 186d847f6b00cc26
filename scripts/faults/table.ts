/**
 * The fault table from the recorded requests: per fault, what was sent from its start until the
 * next one began, what failed, how long after the cause was removed the errors stopped, and
 * whether every order the shopper was told about is in the database, once, and none the shopper
 * was told was not placed is there after all.
 */
import type { SentRequest } from './shopper';

export interface FaultWindow {
  name: string;
  /** ms since the load began: the fault injected, its cause removed, the next fault injected. */
  startedAt: number;
  causeRemovedAt: number;
  endsAt: number;
  /** The load before the first fault: nothing to recover from. */
  baseline?: boolean;
  /** Why the fault was not injected, or what else to know about it. */
  skipped?: string;
  note?: string;
}

export interface FaultRow {
  fault: string;
  skipped?: string;
  note?: string;
  faultSeconds: number;
  requests: number;
  errors: number;
  /** Failed requests by status, or by the reason no answer came ("timeout", "ECONNRESET"). */
  errorsByStatus: Record<string, number>;
  failedPosts: number;
  /** Errors among the requests sent after the cause was removed. */
  errorsAfterCauseRemoved: number;
  /** Per kind of request: how many went out, failed, and the answers' times. */
  byKind: Record<string, { sent: number; failed: number; p50Ms: number; p95Ms: number }>;
  /** From the cause's removal to the answer of the first success after which no request failed; null: errors went on to the window's end, or the baseline. */
  secondsToRecovery: number | null;
  /** Parts put into carts, by the key each form carried: what the shopper was told against what the marketplace recorded. */
  adds: {
    posted: number;
    toldAdded: number;
    toldAddedButNotDone: string[];
    toldNotAddedButDone: string[];
    /** No answer (or nginx's error page) for an add that went in: the shopper sees no claim either way. */
    unansweredDone: number;
  };
  orders: {
    posted: number;
    acknowledged: number;
    acknowledgedFound: number;
    acknowledgedMissing: string[];
    duplicateKeys: string[];
    toldNothingOrderedButPlaced: string[];
    toldNothingOrdered: number;
    unclear: number;
    unclearPlaced: number;
  };
}

export const BASELINE = 'baseline (no fault)';

/**
 * A request the shopper would call failed: no answer, an error status, an order without its
 * confirmation, a part the cart page says was not added, a checkout with nothing to order.
 */
export function failed(request: SentRequest): boolean {
  if (request.status === 0 || request.status >= 400) return true;
  if (request.kind === 'order') return request.told !== 'confirmation';
  if (request.kind === 'add-to-cart') return request.outcome !== 'added';
  return request.outcome === 'empty';
}

function reasonOf(request: SentRequest): string {
  if (request.status === 0) return request.failure ?? 'no answer';
  if (request.status >= 400) return String(request.status);
  return `${request.status} ${request.told ?? request.outcome}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;
}

/** Orders in the database per idempotency key. */
export type OrdersByKey = Map<string, number>;
/** The keys of the cart adds the marketplace recorded as done. */
export type AddsDone = Set<string>;

/** Whether a request belongs to the window: answered (or given up on) within it, so a request a fault caught in flight counts as the fault's. */
export function answeredWithin(request: SentRequest, window: Pick<FaultWindow, 'startedAt' | 'endsAt'>): boolean {
  const answered = request.at + request.ms;
  return answered >= window.startedAt && answered < window.endsAt;
}

export function faultRow(window: FaultWindow, sent: SentRequest[], inDatabase: OrdersByKey, addsDone: AddsDone = new Set()): FaultRow {
  const inWindow = sent.filter((r) => answeredWithin(r, window));
  const errors = inWindow.filter(failed);
  const errorsByStatus: Record<string, number> = {};
  for (const error of errors) errorsByStatus[reasonOf(error)] = (errorsByStatus[reasonOf(error)] ?? 0) + 1;
  let secondsToRecovery: number | null = 0;
  const lastError = errors.reduce<SentRequest | null>((last, r) => (!last || r.at > last.at ? r : last), null);
  if (window.baseline) secondsToRecovery = null;
  else if (lastError && lastError.at + lastError.ms > window.causeRemovedAt) {
    // The first answer that was a success, among the requests sent after the last that failed.
    const answers = inWindow.filter((r) => r.at > lastError.at && !failed(r)).map((r) => r.at + r.ms);
    secondsToRecovery = answers.length ? Math.max(0, Math.round((Math.min(...answers) - window.causeRemovedAt) / 100) / 10) : null;
  }
  const byKind: FaultRow['byKind'] = {};
  for (const kind of [...new Set(inWindow.map((r) => r.kind))]) {
    const ofKind = inWindow.filter((r) => r.kind === kind);
    const times = ofKind.map((r) => r.ms).sort((a, b) => a - b);
    byKind[kind] = { sent: ofKind.length, failed: ofKind.filter(failed).length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  }
  const adds = inWindow.filter((r) => r.kind === 'add-to-cart' && r.key);
  const toldAdded = adds.filter((r) => r.outcome === 'added');
  // "checking" and "addUnconfirmed" (look in the cart before adding again) claim neither; any other notice says the part is not in the cart.
  const toldNotAdded = adds.filter((r) => r.outcome !== undefined && !['added', 'checking', 'addUnconfirmed'].includes(r.outcome));
  const orders = inWindow.filter((r) => r.kind === 'order' && r.key);
  const placed = (key: string) => (inDatabase.get(key) ?? 0) > 0;
  const acknowledged = orders.filter((r) => r.told === 'confirmation');
  const unclear = orders.filter((r) => r.told === 'unclear');
  const nothingOrdered = orders.filter((r) => r.told === 'nothing-ordered');
  return {
    fault: window.name,
    skipped: window.skipped,
    note: window.note,
    faultSeconds: Math.round((window.causeRemovedAt - window.startedAt) / 100) / 10,
    requests: inWindow.length,
    errors: errors.length,
    errorsByStatus,
    failedPosts: errors.filter((r) => r.method === 'POST').length,
    errorsAfterCauseRemoved: errors.filter((r) => r.at >= window.causeRemovedAt).length,
    byKind,
    secondsToRecovery,
    adds: {
      posted: adds.length,
      toldAdded: toldAdded.length,
      toldAddedButNotDone: toldAdded.filter((r) => !addsDone.has(r.key!)).map((r) => r.key!),
      toldNotAddedButDone: toldNotAdded.filter((r) => addsDone.has(r.key!)).map((r) => r.key!),
      unansweredDone: adds.filter((r) => r.outcome === undefined && addsDone.has(r.key!)).length,
    },
    orders: {
      posted: orders.length,
      acknowledged: acknowledged.length,
      acknowledgedFound: acknowledged.filter((r) => placed(r.key!)).length,
      acknowledgedMissing: acknowledged.filter((r) => !placed(r.key!)).map((r) => r.key!),
      duplicateKeys: orders.filter((r) => (inDatabase.get(r.key!) ?? 0) > 1).map((r) => r.key!),
      toldNothingOrderedButPlaced: nothingOrdered.filter((r) => placed(r.key!)).map((r) => r.key!),
      toldNothingOrdered: nothingOrdered.length,
      unclear: unclear.length,
      unclearPlaced: unclear.filter((r) => placed(r.key!)).length,
    },
  };
}

const statuses = (byStatus: Record<string, number>) => Object.entries(byStatus).sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status}×${n}`).join(', ');

export const TABLE_HEADER = ['fault', 'fault lasted s', 'requests', 'errors (by status)', 'failed POSTs', 'errors after cause removed', 's to recovery', 'adds posted / misreported', 'orders posted', 'acknowledged / in database', 'acknowledged missing', 'duplicate keys', 'told "nothing ordered" / but placed', 'unclear answers / placed'];

export function markdownTable(rows: FaultRow[]): string {
  const lines = [`| ${TABLE_HEADER.join(' | ')} |`, `|${TABLE_HEADER.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) {
    if (row.skipped) {
      lines.push(`| ${row.fault} | skipped: ${row.skipped} |${' |'.repeat(TABLE_HEADER.length - 2)}`);
      continue;
    }
    const o = row.orders;
    lines.push(`| ${[
      row.fault,
      row.faultSeconds,
      row.requests,
      row.errors ? `${row.errors} (${statuses(row.errorsByStatus)})` : '0',
      row.failedPosts,
      row.fault === BASELINE ? '–' : row.errorsAfterCauseRemoved,
      row.fault === BASELINE ? '–' : row.secondsToRecovery === null ? 'not recovered' : row.secondsToRecovery,
      `${row.adds.posted} / ${row.adds.toldAddedButNotDone.length + row.adds.toldNotAddedButDone.length}`,
      o.posted,
      `${o.acknowledged} / ${o.acknowledgedFound}`,
      o.acknowledgedMissing.length,
      o.duplicateKeys.length,
      `${o.toldNothingOrdered} / ${o.toldNothingOrderedButPlaced.length}`,
      `${o.unclear} / ${o.unclearPlaced}`,
    ].join(' | ')} |`);
  }
  return lines.join('\n');
}
