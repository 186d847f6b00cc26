/**
 * The refund sender: a loop in every marketplace process that sends the provider refunds left
 * requested, so no shop's or shopper's step waits on the provider. A step that owed a refund wakes
 * this process's sender once it has committed (the refund goes out within a moment); the periodic
 * sweep sends any a crash or another process left behind. Each refund is claimed in the database
 * before it is sent (send.ts), so two processes never send the same one.
 */
import type { Db } from '../db/connection';
import type { PaymentProvider } from '../payments';
import { sendRequestedRefunds } from './send';

/** The senders of this process, woken when a step has recorded a refund. */
const awake = new Set<() => void>();

/** Wakes this process's senders: call after the transaction that requested a refund committed. */
export function refundsRequested(): void {
  for (const wake of awake) wake();
}

export interface RefundSenderOptions {
  /** The provider of the moment (looked up at each sweep: it may be configured later). */
  provider: () => PaymentProvider | null;
  /** How often the requested refunds are looked for. */
  pollMs: number;
  onSent?: (counts: { sent: number; failed: number }) => void;
  onError?: (error: unknown) => void;
}

export interface RefundSender {
  /** One sweep (the one under way, if any, then one more when woken meanwhile); resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startRefundSender(db: Db, options: RefundSenderOptions): RefundSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function sweep(): Promise<number> {
    const counts = await sendRequestedRefunds(db, options.provider());
    if (counts.sent + counts.failed > 0) options.onSent?.({ sent: counts.sent, failed: counts.failed });
    return counts.sent;
  }

  function runOnce(): Promise<number> {
    // A sweep under way may have looked before the refund was committed: one more after it.
    if (running) {
      again = true;
      return running;
    }
    running = sweep().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        runOnce().catch((error) => options.onError?.(error));
      }
    });
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
  const wake = () => {
    if (!stopped) runOnce().catch((error) => options.onError?.(error));
  };
  awake.add(wake);

  return {
    runOnce,
    async stop() {
      stopped = true;
      awake.delete(wake);
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
