/**
 * The filer: a loop in every marketplace process that makes the files of e-invoices just issued
 * (the Factur-X PDF and its XML take seconds of CPU), so no buyer's download waits for them. It looks
 * for documents without their files every pollMs and makes them one at a time; what a process makes,
 * any other finds stored (the first insert wins). Each sweep is a list of jobs handed in by the
 * domains that issue documents (the shops' invoices here, the operator's commission invoices in
 * settlements), each returning how many files it made.
 */
import type { Db } from '../db/connection';
import { storedEInvoice } from './files';
import { toIssued, ISSUED_COLUMNS } from './repository';

export type FilingSweep = () => Promise<number>;

/** At most this many documents per sweep of one job: a backlog is worked off sweep by sweep. */
const BATCH = 20;

/**
 * The shops' e-invoices still without their Factur-X, oldest first. One that failed is not tried
 * again by this process (its first request tries, and says why). Once the backlog is worked off, a
 * sweep reads only documents newer than the newest one of the sweep before (a document whose issue
 * was still open then is among them), so it never reads the whole table again.
 */
export function shopEInvoiceSweep(db: Db, onError: (error: unknown) => void = () => undefined): FilingSweep {
  const failed = new Set<number>();
  let after = 0;
  let newestBefore = 0;
  return async () => {
    const newest = Number((await db.selectFrom('invoices').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
    const rows = await db.selectFrom('invoices').select(ISSUED_COLUMNS)
      .where('id', '>', after)
      .where('document', 'like', '%"eInvoice":true%')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoice_e_files').select('invoice_e_files.invoice_id').whereRef('invoice_e_files.invoice_id', '=', 'invoices.id'))))
      .$if(failed.size > 0, (query) => query.where('id', 'not in', [...failed]))
      .orderBy('id').limit(BATCH).execute();
    let made = 0;
    for (const row of rows) {
      try {
        await storedEInvoice(db, toIssued(row));
        made += 1;
      } catch (error) {
        failed.add(row.id);
        onError(error);
      }
    }
    if (rows.length < BATCH) after = Math.max(after, newestBefore);
    newestBefore = newest;
    return made;
  };
}

export interface Filer {
  /** One round of every job (the one under way, if any); resolves with how many files were made. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startFiler(jobs: readonly FilingSweep[], options: { pollMs: number; onError?: (error: unknown) => void; onMade?: (count: number) => void }): Filer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function round(): Promise<number> {
    let made = 0;
    for (const job of jobs) {
      if (stopped) break;
      made += await job();
    }
    if (made > 0) options.onMade?.(made);
    return made;
  }
  function runOnce(): Promise<number> {
    running ??= round().finally(() => { running = undefined; });
    return running;
  }
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().catch((error) => options.onError?.(error)).finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
