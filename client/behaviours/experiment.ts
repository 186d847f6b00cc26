/**
 * Reports the visitor's experiment variation to window.dataLayer (client/experiment/report.ts) once
 * nothing of the shopper's is on its way: the page loaded, no island waking, the main thread idle.
 * Asked for any earlier, the call takes a connection and main-thread time from the answer the
 * shopper's first touch waits for (the runtime wakes at that touch, behaviours first).
 */
import { idle } from '../directives/idle';
import { reportExperiment } from '../experiment/report';
import { noIslandWaking } from '../waking';

const loaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
/** A task later: islands woken by the same sign of use as the runtime have registered as waking by then. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

export async function afterTheShopper(): Promise<void> {
  await loaded();
  await nextTask();
  // An island that wakes while the report waits for idle comes first too.
  for (;;) {
    await noIslandWaking();
    await idle();
    await nextTask();
    if (await Promise.race([noIslandWaking().then(() => true), nextTask().then(() => false)])) return;
  }
}

export function experiment(_marker: HTMLElement, { experimentKey }: { experimentKey?: string }): void {
  if (typeof experimentKey === 'string') void afterTheShopper().then(() => reportExperiment(experimentKey));
}
