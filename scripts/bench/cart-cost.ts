/**
 * The cart's cost beside a stored page's, from the same run: CPU per answer of every shop process
 * (/proc, the in-process marketplace's work included) and p99 at the run's connections, each against
 * its target (at most 1 ms and 5 times a stored page's CPU; p99 within 3 times a stored page's).
 * The stored page is the article page asked for again and again (the page store and its door),
 * measured right after each cart round with the same connections and duration: on this shared
 * machine the load moves a p99 several times over within minutes, and the article's own rounds run
 * minutes before the cart's, so only a stored page measured beside the cart compares with it. Each
 * target is read from the round with the median of the rounds' own ratios, every round is listed; a
 * shopper's first view is shown beside.
 */
import type { Throughput, ThroughputFigures } from './throughput';

export const CART_CPU_MS_TARGET = 1;
export const CART_CPU_RATIO_TARGET = 5;
export const CART_P99_RATIO_TARGET = 3;

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? Math.round((a / b) * 10) / 10 : undefined);

/** Cart and stored page as this report weighs them: their CPU and p99, and the ratios the targets read. */
interface Weighed {
  cartCpu?: number;
  storedCpu?: number;
  cartP99: number;
  storedP99: number;
  cpuRatio?: number;
  p99Ratio?: number;
}

function weighed(cart: Throughput, stored: Throughput): Weighed {
  return { cartCpu: cart.cpuMsPerRequest, storedCpu: stored.cpuMsPerRequest, cartP99: cart.p99Ms, storedP99: stored.p99Ms, cpuRatio: ratio(cart.cpuMsPerRequest, stored.cpuMsPerRequest), p99Ratio: ratio(cart.p99Ms, stored.p99Ms) };
}

/** The lower middle of some rounds by a ratio (rounds without it last). */
function middleBy(each: Weighed[], pick: (w: Weighed) => number | undefined): Weighed {
  const sorted = [...each].sort((a, b) => (pick(a) ?? Infinity) - (pick(b) ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** CPU from the round with the median CPU ratio, p99 from the round with the median p99 ratio. */
function weighedRounds(rounds: ReadonlyArray<{ cart: Throughput; stored: Throughput }>): Weighed {
  const each = rounds.map(({ cart, stored }) => weighed(cart, stored));
  const cpu = middleBy(each, (w) => w.cpuRatio);
  const p99 = middleBy(each, (w) => w.p99Ratio);
  return { cartCpu: cpu.cartCpu, storedCpu: cpu.storedCpu, cpuRatio: cpu.cpuRatio, cartP99: p99.cartP99, storedP99: p99.storedP99, p99Ratio: p99.p99Ratio };
}

export function cartCostLines(throughput: Partial<Record<string, ThroughputFigures>>): string[] {
  const beside = throughput.cart?.besideStored;
  const cart = throughput.cart?.app;
  const stored = throughput.article?.app;
  if (!cart || (!stored && !beside?.length)) return [];
  const w = beside?.length ? weighedRounds(beside) : weighed(cart, stored!);
  const meets = (ok: boolean) => (ok ? 'meets' : 'MISSES');
  const how = beside?.length ? `, the stored page measured beside each cart round; the round with the median ratio of ${beside.length}` : '';
  // Rows short enough for the document's width: the rounds go below the table, as prose.
  return [
    `The cart (10 lines, 3 shops, unchanged) against a stored page (article)${how}:`,
    '',
    '| measure | cart | stored page | cart ÷ stored | target |',
    '|---|---:|---:|---:|---|',
    `| CPU per view, ms (every shop process) | ${w.cartCpu ?? '-'} | ${w.storedCpu ?? '-'} | ${w.cpuRatio ?? '-'} | ≤ ${CART_CPU_MS_TARGET} ms and ≤ ${CART_CPU_RATIO_TARGET}×: ${meets((w.cartCpu ?? Infinity) <= CART_CPU_MS_TARGET && (w.cpuRatio ?? Infinity) <= CART_CPU_RATIO_TARGET)} |`,
    `| p99, ms | ${w.cartP99} | ${w.storedP99} | ${w.p99Ratio ?? '-'} | ≤ ${CART_P99_RATIO_TARGET}×: ${meets((w.p99Ratio ?? Infinity) <= CART_P99_RATIO_TARGET)} |`,
    ...(throughput.cart?.firstViewCpuMs !== undefined
      ? [`| a shopper's first view (rendered), CPU ms | ${throughput.cart.firstViewCpuMs} | ${w.storedCpu ?? '-'} | ${ratio(throughput.cart.firstViewCpuMs, w.storedCpu) ?? '-'} | (no target) |`]
      : []),
    ...(beside?.length
      ? ['', `Every round, cart / stored: CPU ms; p99 ms: ${beside.map(({ cart: c, stored: s }) => `${c.cpuMsPerRequest ?? '-'} / ${s.cpuMsPerRequest ?? '-'}; ${c.p99Ms} / ${s.p99Ms}`).join(' · ')}.`]
      : []),
  ];
}
