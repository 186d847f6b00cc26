/**
 * A write to the marketplace failed without an answer (timed out, connection lost, the marketplace
 * answered 5xx): it may have been applied all the same. Before anyone is told, the marketplace is
 * asked what became of it by the write's key, again and again within a bounded time. The order's
 * placement and the cart's writes settle this way (checkout/settle.ts, cart/settle.ts).
 */
export interface SettleTiming {
  /** How long to keep asking after the first failure. */
  budgetMs: number;
  /** Pause between questions that failed at once (the marketplace unreachable). */
  pauseMs: number;
}

type Asked<T> = { ok: true; answer: T } | { ok: false; status: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The marketplace's answer to the question, or undefined when none came in time or it was refused. */
export async function askByKey<T>(ask: () => Promise<Asked<T>>, timing: SettleTiming): Promise<T | undefined> {
  const deadline = Date.now() + timing.budgetMs;
  for (;;) {
    const asked = Date.now();
    const outcome = await ask();
    if (outcome.ok) return outcome.answer;
    // A refusal (the session is gone, another session's key) is no answer to the question.
    if (outcome.status < 500) return undefined;
    const pause = Math.max(0, timing.pauseMs - (Date.now() - asked));
    if (Date.now() + pause >= deadline) return undefined;
    await sleep(pause);
  }
}
