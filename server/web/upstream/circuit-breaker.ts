/**
 * Stops hammering a failing marketplace: after `failureThreshold` consecutive failures the circuit
 * opens and calls fail fast; after `cooldownMs` one probe call is let through (half-open) and its
 * outcome closes or re-opens the circuit.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
  onChange?: (state: CircuitState) => void;
}

export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Whether a call may go upstream now; in half-open only one probe at a time. */
  tryPass(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.options.cooldownMs) return false;
      this.set('half-open');
    }
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
      if (this.current !== 'open') this.set('open');
    }
  }

  private set(state: CircuitState) {
    this.current = state;
    this.options.onChange?.(state);
  }
}
