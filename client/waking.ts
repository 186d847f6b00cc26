/**
 * Which islands are on their way between their wake-up condition and hydration: what is not the
 * shopper's (the experiment report) waits until none is, so it never takes a connection or the main
 * thread from the answer the shopper waits for.
 */
let waking = 0;
let quiet: Array<() => void> = [];

/** Marks one island as waking; the returned function marks it done (hydrated or failed). */
export function islandWaking(): () => void {
  waking++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    waking--;
    if (waking > 0) return;
    becameQuiet();
    const waiting = quiet;
    quiet = [];
    for (const resolve of waiting) resolve();
  };
}

/** Resolves once no island is waking (at once when none is). */
export const noIslandWaking = (): Promise<void> => (waking === 0 ? Promise.resolve() : new Promise((resolve) => quiet.push(resolve)));

/**
 * Tells the page's loader that no island is waking (views/render/runtime-loader.ts): its idle
 * prefetch waits for that once the shopper has begun, so it never shares the line with their answer.
 */
export function becameQuiet(): void {
  (window as { spareoQuiet?: boolean }).spareoQuiet = true;
  dispatchEvent(new Event('spareo-quiet'));
}

/** After the runtime has started every island: quiet at once when the shopper's sign woke none. */
export function quietUnlessWaking(): void {
  if (waking === 0) becameQuiet();
}
