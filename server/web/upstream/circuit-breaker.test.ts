/**
 * The circuit asks a readiness probe while open: the trial call goes as soon as the probe says the
 * marketplace answers, not after the cool-down, and never while the probe says it does not.
 */
import { CircuitBreaker } from './circuit-breaker';

// The probe's timer runs on jest's clock: time passes when the test says so, on a busy machine too.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

test('open: no trial while the probe fails; the first call after the probe succeeds is the trial, long before the cool-down', async () => {
  let answers = false;
  let probes = 0;
  const circuit = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 60_000, probeEveryMs: 20, probe: async () => (probes++, answers) });
  circuit.failure();
  circuit.failure();
  expect(circuit.state).toBe('open');
  await elapse(100);
  expect(probes).toBeGreaterThan(1);
  expect(circuit.tryPass()).toBe(false);
  answers = true;
  await elapse(60);
  expect(circuit.tryPass()).toBe(true);
  expect(circuit.state).toBe('half-open');
  // The probe has seen it answer: a page's other calls go too, rather than failing it once more.
  expect(circuit.tryPass()).toBe(true);
  circuit.success();
  expect(circuit.state).toBe('closed');
  const probed = probes;
  await elapse(60);
  expect(probes).toBe(probed);
});

test('a failed trial opens the circuit again and the probe starts over', async () => {
  let answers = true;
  const circuit = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 60_000, probeEveryMs: 20, probe: async () => answers });
  circuit.failure();
  await elapse(60);
  expect(circuit.tryPass()).toBe(true);
  answers = false;
  circuit.failure();
  expect(circuit.state).toBe('open');
  await elapse(60);
  expect(circuit.tryPass()).toBe(false);
});

test('without a probe the trial waits out the cool-down, one call at a time', () => {
  let now = 0;
  const circuit = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 1000, now: () => now });
  circuit.failure();
  now = 999;
  expect(circuit.tryPass()).toBe(false);
  now = 1000;
  expect(circuit.tryPass()).toBe(true);
  expect(circuit.tryPass()).toBe(false);
});
