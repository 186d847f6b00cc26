/**
 * Stops hammering a failing marketplace: after `failureThreshold` consecutive failures the circuit
 * opens and calls fail fast. After `cooldownMs` one trial call is let through (half-open) and its
 * outcome closes or re-opens the circuit. With a cheap readiness probe, asked while the circuit is
 * open, the calls go as soon as the probe says the dependency answers again: all of them, not one
 * trial, since a page that needs three answers would otherwise fail once more; the first outcome
 * closes or re-opens the circuit. The probe makes recovery follow the cause within moments, and
 * keeps calls from being spent on a service not yet listening.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** How often an open circuit asks its probe: a refused connection costs next to nothing. */
export const PROBE_EVERY_MS = 200;

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
  onChange?: (state: CircuitState) => void;
  /** Asked every `probeEveryMs` (PROBE_EVERY_MS) while open; true: the dependency answers again. */
  probe?: () => Promise<boolean>;
  probeEveryMs?: number;
}

export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  /** The probe said the dependency answers again: the next call is the trial. */
  private answersAgain = false;
  private probeTimer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Whether a call may go upstream now; in half-open one trial at a time, unless the probe has seen an answer. */
  tryPass(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open') {
      if (!this.answersAgain && this.now() - this.openedAt < this.options.cooldownMs) return false;
      this.set('half-open');
    }
    // The probe has seen it answer: every call may go, the first outcome decides.
    if (this.answersAgain) return true;
    if (this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.probing = false;
    if (this.current !== 'closed') this.set('closed');
  }

  failure(): void {
    this.probing = false;
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.options.failureThreshold) {
      this.openedAt = this.now();
      this.answersAgain = false;
      if (this.current !== 'open') this.set('open');
    }
  }

  private set(state: CircuitState) {
    this.current = state;
    if (state === 'open') this.startProbing();
    this.options.onChange?.(state);
  }

  private startProbing() {
    const { probe, probeEveryMs = PROBE_EVERY_MS } = this.options;
    if (!probe || this.probeTimer) return;
    const tick = () => {
      this.probeTimer = undefined;
      if (this.current !== 'open') return;
      void probe().then((answers) => answers, () => false).then((answers) => {
        if (this.current !== 'open') return;
        if (answers) this.answersAgain = true;
        else this.probeTimer = setTimeout(tick, probeEveryMs).unref();
      });
    };
    this.probeTimer = setTimeout(tick, probeEveryMs).unref();
  }
}
