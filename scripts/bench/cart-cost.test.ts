/** The cart's cost lines: each figure beside its target, read from the same run's cart and stored page. */
import { cartCostLines } from './cart-cost';
import type { ThroughputFigures } from './throughput';

const figures = (cpuMsPerRequest: number, p99Ms: number) => ({ app: { requestsPerSecond: 1, p50Ms: 1, p99Ms, errors: 0, non2xx: 0, bytesPerResponse: 1, cpuMsPerRequest } }) as unknown as ThroughputFigures;

test('a cart within 1 ms and 5x a stored page\'s CPU, and 3x its p99, meets both targets', () => {
  const lines = cartCostLines({ cart: figures(0.5, 9), article: figures(0.12, 4) }).join('\n');
  expect(lines).toContain('| CPU per view, ms (every shop process) | 0.5 | 0.12 | 4.2 | ≤ 1 ms and ≤ 5×: meets |');
  expect(lines).toContain('| p99, ms | 9 | 4 | 2.3 | ≤ 3×: meets |');
});

test('a cart over either bound misses, and no cart or stored page gives no lines', () => {
  expect(cartCostLines({ cart: figures(0.9, 20), article: figures(0.1, 4) }).join('\n')).toMatch(/9 \| ≤ 1 ms and ≤ 5×: MISSES[\s\S]*5 \| ≤ 3×: MISSES/);
  expect(cartCostLines({ cart: figures(0.9, 20) })).toEqual([]);
});

test('a shopper\'s first view is shown beside, with no target of its own', () => {
  const cart = { ...figures(0.3, 9), firstViewCpuMs: 4.2 } as ThroughputFigures;
  expect(cartCostLines({ cart, article: figures(0.1, 4) }).join('\n')).toContain('| a shopper\'s first view (rendered), CPU ms | 4.2 | 0.1 | 42 | (no target) |');
});

test('with the stored page measured beside each cart round, each target reads the round with the median ratio, and every round is listed', () => {
  const round = (cartCpu: number, storedCpu: number, cartP99: number, storedP99: number) => ({ cart: figures(cartCpu, cartP99).app, stored: figures(storedCpu, storedP99).app });
  // The article's own rounds (measured minutes before, under another load) are not what the cart is weighed against.
  const cart = { ...figures(0.3, 50), besideStored: [round(0.6, 0.1, 900, 100), round(0.3, 0.1, 50, 40), round(0.25, 0.1, 60, 20)] } as ThroughputFigures;
  const lines = cartCostLines({ cart, article: figures(0.05, 1) }).join('\n');
  expect(lines).toContain('| CPU per view, ms (every shop process) | 0.3 | 0.1 | 3 | ≤ 1 ms and ≤ 5×: meets |');
  expect(lines).toContain('| p99, ms | 60 | 20 | 3 | ≤ 3×: meets |');
  expect(lines).toContain('Every round, cart / stored: CPU ms; p99 ms: 0.6 / 0.1; 900 / 100 · 0.3 / 0.1; 50 / 40 · 0.25 / 0.1; 60 / 20.');
  // Each row fits the document's width; the rounds are prose, wrapped with it.
  expect(lines.split('\n').filter((line) => line.startsWith('|')).every((line) => line.length <= 100)).toBe(true);
  expect(cartCostLines({ cart }).length).toBeGreaterThan(0);
});
