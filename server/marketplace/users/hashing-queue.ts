/**
 * Password hashing gets a small share of the process and a short queue of its own. scrypt runs on
 * libuv's thread pool, which the rest of the shop needs too (files, compression, name look-ups):
 * a burst of sign-ins must not take all of it, nor queue up behind it for seconds. A few hashes
 * run at once, a few more wait, and whatever comes beyond that is turned away at once (the
 * caller answers 429), before it costs anything.
 */
export interface HashingSlot {
  /** Resolves when this attempt may hash; then call release() exactly once. */
  ready: Promise<void>;
  release(): void;
}

export interface HashingQueue {
  /** A place in the queue, or null when it is full. */
  enter(): HashingSlot | null;
  readonly running: number;
  readonly waiting: number;
}

export function createHashingQueue(options: { concurrency: number; maxWaiting: number }): HashingQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    const wake = waiting.shift();
    if (wake) {
      running += 1;
      wake();
    }
  };
  return {
    enter() {
      if (running < options.concurrency) {
        running += 1;
        return slot(Promise.resolve(), next);
      }
      if (waiting.length >= options.maxWaiting) return null;
      return slot(new Promise<void>((resolve) => waiting.push(resolve)), next);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

function slot(ready: Promise<void>, next: () => void): HashingSlot {
  let released = false;
  return {
    ready,
    release() {
      if (released) return;
      released = true;
      // A slot released before its turn came would leave a waiter in the queue: wait for the turn.
      void ready.then(next);
    },
  };
}

/**
 * Half of libuv's default pool of four threads, per process, and four waiting: two hashes' time
 * at most in the queue, well inside the web tier's wait for an answer even on a busy machine.
 * Every web process (or marketplace service) has its own.
 */
export const passwordHashing = createHashingQueue({ concurrency: 2, maxWaiting: 4 });
