/**
 * The cart's cost beside a stored page's, from the same run: CPU per answer of every shop process
 * (/proc, the in-process marketplace's work included) and p99 at the run's connections, each against
 * its target (at most 1 ms and 5 times a stored page's CPU; p99 within 3 times a stored page's).
 * The stored page is the article page asked for again and again (the page store and its door).
 * Each cart round follows a pass over every cart (cart-views.ts); a shopper's first view is shown beside.
 */
import type { ThroughputFigures } from './throughput';

export const CART_CPU_MS_TARGET = 1;
export const CART_CPU_RATIO_TARGET = 5;
export const CART_P99_RATIO_TARGET = 3;

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? Math.round((a / b) * 10) / 10 : undefined);

export function cartCostLines(throughput: Partial<Record<string, ThroughputFigures>>): string[] {
  const cart = throughput.cart?.app;
  const stored = throughput.article?.app;
  if (!cart || !stored) return [];
  const cpuRatio = ratio(cart.cpuMsPerRequest, stored.cpuMsPerRequest);
  const p99Ratio = ratio(cart.p99Ms, stored.p99Ms);
  const meets = (ok: boolean) => (ok ? 'meets' : 'MISSES');
  return [
    '| the cart (10 lines, 3 shops, unchanged) against a stored page (article) | cart | stored page | cart ÷ stored | target |',
    '|---|---:|---:|---:|---|',
    `| CPU per view, ms (every shop process) | ${cart.cpuMsPerRequest ?? '-'} | ${stored.cpuMsPerRequest ?? '-'} | ${cpuRatio ?? '-'} | ≤ ${CART_CPU_MS_TARGET} ms and ≤ ${CART_CPU_RATIO_TARGET}×: ${meets((cart.cpuMsPerRequest ?? Infinity) <= CART_CPU_MS_TARGET && (cpuRatio ?? Infinity) <= CART_CPU_RATIO_TARGET)} |`,
    `| p99, ms | ${cart.p99Ms} | ${stored.p99Ms} | ${p99Ratio ?? '-'} | ≤ ${CART_P99_RATIO_TARGET}×: ${meets((p99Ratio ?? Infinity) <= CART_P99_RATIO_TARGET)} |`,
    ...(throughput.cart?.firstViewCpuMs !== undefined
      ? [`| a shopper's first view (rendered), CPU ms | ${throughput.cart.firstViewCpuMs} | ${stored.cpuMsPerRequest ?? '-'} | ${ratio(throughput.cart.firstViewCpuMs, stored.cpuMsPerRequest) ?? '-'} | (no target) |`]
      : []),
  ];
}
