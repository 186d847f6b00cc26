/**
 * Exact cart optimiser: assigns every cart article to one of its offers so that items plus each
 * used shop's shipping (free from the shop's threshold) cost least. Branch and bound over the
 * shop choice per article, seeded with a strong heuristic answer; past the time bound it returns
 * the best assignment found so far with provenOptimal false.
 *
 * Steps: cheapest offers + local search (single moves, emptying a shop, filling a shop up to its
 * free-shipping threshold); Lagrangian relaxation of "each article in exactly one shop" with
 * subgradient steps (lagrangian.ts), whose relaxed solutions propose open-shop sets (Lagrangian
 * heuristic) that are priced, polished and improved by drop/add/swap of shops; reduced-cost
 * fixing drops every offer that provably cannot be in a cart cheaper than the incumbent and
 * solves the smaller problem again (up to MAX_REDUCTIONS times); then depth-first branch and
 * bound with the bound below and the Lagrangian bound, the latter memoised per depth and updated
 * only for the shops the last decision touched.
 *
 * Lower bound at a node (articles 0..k-1 decided):
 *   items so far + each remaining article at its cheapest offer
 *   + for each shop already used: min(its shipping, the least extra item cost needed to lift it
 *     to its free-shipping threshold), the extra cost taken from a fractional cover of the
 *     remaining articles. The covers of different shops draw on disjoint articles in any real
 *     assignment, so summing them keeps the bound valid.
 */
import { lagrangianBound, type ShopItem } from './lagrangian';
import { shippingFor } from './shipping';
import type { OptimiserInput, OptimiserResult } from './types';

const DEFAULT_TIME_LIMIT_MS = 80;

interface Choice {
  shop: number;
  /** quantity x unit price */
  cost: number;
  offerId: number;
}

export function optimiseAssignment(input: OptimiserInput): OptimiserResult {
  return solve(input, 0, performance.now(), null);
}

/** Reduced-cost fixing may shrink the problem and solve it again, at most this many times. */
const MAX_REDUCTIONS = 3;

function solve(input: OptimiserInput, reductions: number, started: number, incumbent: number[] | null): OptimiserResult {
  const deadline = started + (input.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const shopIndex = new Map<number, number>();
  input.shops.forEach((shop, i) => shopIndex.set(shop.id, i));
  const S = input.shops.length;
  const ship = Float64Array.from(input.shops, (s) => s.shippingCents);
  const freeFrom = Float64Array.from(input.shops, (s) => s.freeFromCents ?? Infinity);
  const n = input.articles.length;

  // Per article: the cheapest offer per shop, sorted by cost.
  const choicesByInput: Choice[][] = input.articles.map((article, i) => {
    const best = new Map<number, Choice>();
    for (const offer of article.offers) {
      const shop = shopIndex.get(offer.shopId);
      if (shop === undefined) throw new RangeError(`offer ${offer.offerId} names unknown shop ${offer.shopId}`);
      const cost = offer.priceCents * article.quantity;
      const known = best.get(shop);
      if (!known || cost < known.cost) best.set(shop, { shop, cost, offerId: offer.offerId });
    }
    if (best.size === 0) throw new RangeError(`article ${i} has no offer`);
    return [...best.values()].sort((a, b) => a.cost - b.cost);
  });

  // Decide constrained and high-stakes articles first: fewest choices, then largest regret.
  const order = choicesByInput.map((_, i) => i).sort((a, b) => {
    const ca = choicesByInput[a]!;
    const cb = choicesByInput[b]!;
    if (ca.length !== cb.length) return ca.length - cb.length;
    const ra = (ca[1]?.cost ?? ca[0]!.cost) - ca[0]!.cost;
    const rb = (cb[1]?.cost ?? cb[0]!.cost) - cb[0]!.cost;
    return rb - ra;
  });
  const choices = order.map((i) => choicesByInput[i]!);
  const minCost = choices.map((c) => c[0]!.cost);
  const minSuffix = new Float64Array(n + 1);
  for (let k = n - 1; k >= 0; k--) minSuffix[k] = minSuffix[k + 1]! + minCost[k]!;
  // costAt[k*S+s]: cost of ordered article k in shop s (NaN when not offered).
  const costAt = new Float64Array(n * S).fill(NaN);
  choices.forEach((list, k) => list.forEach((c) => (costAt[k * S + c.shop] = c.cost)));
  // maxAdd[k*S+s]: what the articles k.. could add to shop s at most.
  const maxAdd = new Float64Array((n + 1) * S);
  for (let k = n - 1; k >= 0; k--) {
    for (let s = 0; s < S; s++) {
      const c = costAt[k * S + s]!;
      maxAdd[k * S + s] = maxAdd[(k + 1) * S + s]! + (Number.isNaN(c) ? 0 : c);
    }
  }
  // Per shop, the ordered articles it offers, cheapest extra cost per cent of subtotal first.
  const coverOrder: number[][] = [];
  for (let s = 0; s < S; s++) {
    const ks: number[] = [];
    for (let k = 0; k < n; k++) if (!Number.isNaN(costAt[k * S + s]!)) ks.push(k);
    const ratio = (k: number) => (costAt[k * S + s]! - minCost[k]!) / Math.max(1, costAt[k * S + s]!);
    coverOrder.push(ks.sort((a, b) => ratio(a) - ratio(b)));
  }

  // shopChoice[k*S+s]: index of shop s in choices[k], -1 when s does not offer article k.
  const shopChoice = new Int32Array(n * S).fill(-1);
  choices.forEach((list, k) => list.forEach((c, i) => (shopChoice[k * S + c.shop] = i)));
  const subtotal = new Float64Array(S);
  const used = new Int32Array(S); // articles currently in each shop
  const current = new Int32Array(n);

  function totalOf(assign: Int32Array): { items: number; shipping: number } {
    const sub = new Float64Array(S);
    let items = 0;
    for (let k = 0; k < n; k++) {
      const c = choices[k]![assign[k]!]!;
      sub[c.shop]! += c.cost;
      items += c.cost;
    }
    let shipping = 0;
    for (let s = 0; s < S; s++) shipping += shippingFor({ shippingCents: ship[s]!, freeFromCents: freeFrom[s] === Infinity ? null : freeFrom[s]! }, sub[s]!);
    return { items, shipping };
  }

  /** Least extra item cost (over each article's cheapest offer) to lift shop s by `shortfall`, capped at `cap`. */
  function coverCost(s: number, k: number, shortfall: number, cap: number): number {
    let extra = 0;
    let need = shortfall;
    for (const j of coverOrder[s]!) {
      if (j < k) continue;
      const cost = costAt[j * S + s]!;
      const delta = cost - minCost[j]!;
      if (cost >= need) return Math.min(cap, extra + (delta * need) / cost);
      extra += delta;
      need -= cost;
      if (extra >= cap) return cap;
    }
    return cap; // cannot reach the threshold at all
  }

  function lowerBound(k: number, items: number): number {
    let lb = items + minSuffix[k]!;
    for (let s = 0; s < S; s++) {
      if (used[s] === 0) continue;
      const sub = subtotal[s]!;
      if (sub >= freeFrom[s]!) continue;
      if (sub + maxAdd[k * S + s]! < freeFrom[s]!) lb += ship[s]!;
      else lb += coverCost(s, k, freeFrom[s]! - sub, ship[s]!);
    }
    return lb;
  }

  // Heuristic start: cheapest offers, every "prefer shop s" variant, then local moves.
  let best: Int32Array = new Int32Array(n);
  let bestTotal = Infinity;
  const consider = (assign: Int32Array) => {
    const improved = localSearch(assign);
    const t = totalOf(improved);
    if (t.items + t.shipping < bestTotal) {
      bestTotal = t.items + t.shipping;
      best = improved;
    }
  };
  /** Shipping of shop s at a subtotal. */
  const shipAt = (s: number, sub: number) => (sub <= 0 || sub >= freeFrom[s]! ? 0 : ship[s]!);
  /** Improves an assignment by single moves and by emptying whole shops, each priced in O(1) or O(n). */
  function localSearch(start: Int32Array): Int32Array {
    const assign = Int32Array.from(start);
    const sub = new Float64Array(S);
    const count = new Int32Array(S);
    for (let k = 0; k < n; k++) {
      const c = choices[k]![assign[k]!]!;
      sub[c.shop]! += c.cost;
      count[c.shop]!++;
    }
    const move = (k: number, to: number) => {
      const from = choices[k]![assign[k]!]!;
      const next = choices[k]![to]!;
      sub[from.shop]! -= from.cost;
      count[from.shop]!--;
      sub[next.shop]! += next.cost;
      count[next.shop]!++;
      assign[k] = to;
    };
    for (let pass = 0; pass < 50; pass++) {
      let improved = false;
      for (let k = 0; k < n; k++) {
        const from = choices[k]![assign[k]!]!;
        let bestGain = 0;
        let bestTo = -1;
        for (let c = 0; c < choices[k]!.length; c++) {
          const next = choices[k]![c]!;
          if (next.shop === from.shop) continue;
          const before = shipAt(from.shop, sub[from.shop]!) + shipAt(next.shop, sub[next.shop]!) + from.cost;
          const after = shipAt(from.shop, sub[from.shop]! - from.cost) + shipAt(next.shop, sub[next.shop]! + next.cost) + next.cost;
          if (before - after > bestGain) {
            bestGain = before - after;
            bestTo = c;
          }
        }
        if (bestTo >= 0) {
          move(k, bestTo);
          improved = true;
        }
      }
      // Empty a shop entirely: move its articles to their cheapest other used shop.
      for (let s = 0; s < S; s++) {
        if (count[s] === 0) continue;
        const moves: [number, number][] = [];
        let possible = true;
        for (let k = 0; k < n && possible; k++) {
          if (choices[k]![assign[k]!]!.shop !== s) continue;
          let alt = choices[k]!.findIndex((c) => c.shop !== s && count[c.shop]! > 0);
          if (alt < 0) alt = choices[k]!.findIndex((c) => c.shop !== s);
          if (alt < 0) possible = false;
          else moves.push([k, alt]);
        }
        if (!possible) continue;
        let before = 0;
        for (let t = 0; t < S; t++) before += shipAt(t, sub[t]!);
        const undo = moves.map(([k]) => [k, assign[k]!] as [number, number]);
        let itemDelta = 0;
        for (const [k, to] of moves) {
          itemDelta += choices[k]![to]!.cost - choices[k]![assign[k]!]!.cost;
          move(k, to);
        }
        let after = 0;
        for (let t = 0; t < S; t++) after += shipAt(t, sub[t]!);
        if (after + itemDelta < before) improved = true;
        else for (const [k, to] of undo) move(k, to);
      }
      // Fill a shop up to its free-shipping threshold: pull in the articles that cost least extra
      // per cent of subtotal, several at once (a single move often cannot reach the threshold).
      for (let t = 0; t < S; t++) {
        if (freeFrom[t] === Infinity || sub[t]! >= freeFrom[t]!) continue;
        const cands: [number, number, number][] = []; // [k, choice, extra per cent]
        for (let k = 0; k < n; k++) {
          const cur = choices[k]![assign[k]!]!;
          if (cur.shop === t) continue;
          const c = shopChoice[k * S + t]!;
          if (c < 0) continue;
          const ch = choices[k]![c]!;
          cands.push([k, c, (ch.cost - cur.cost) / ch.cost]);
        }
        cands.sort((a, b) => a[2] - b[2]);
        let before = 0;
        for (let u = 0; u < S; u++) before += shipAt(u, sub[u]!);
        const undo: [number, number][] = [];
        let itemDelta = 0;
        for (const [k, c] of cands) {
          if (sub[t]! >= freeFrom[t]!) break;
          undo.push([k, assign[k]!]);
          itemDelta += choices[k]![c]!.cost - choices[k]![assign[k]!]!.cost;
          move(k, c);
        }
        let after = 0;
        for (let u = 0; u < S; u++) after += shipAt(u, sub[u]!);
        if (sub[t]! >= freeFrom[t]! && after + itemDelta < before) improved = true;
        else for (let i = undo.length - 1; i >= 0; i--) move(undo[i]![0], undo[i]![1]);
      }
      if (!improved) break;
    }
    return assign;
  }
  if (incumbent) {
    // The best cart of the larger problem this one was reduced from (its offers always survive).
    best = new Int32Array(n);
    for (let k = 0; k < n; k++) best[k] = choices[k]!.findIndex((c) => c.offerId === incumbent[order[k]!]);
    const t = totalOf(best);
    bestTotal = t.items + t.shipping;
  } else consider(new Int32Array(n));

  // Facility-location view of an assignment: which shops are open. With the open shops fixed, each
  // article goes to its cheapest open shop; single moves then settle the free-shipping thresholds.
  const fromShops = (open: Uint8Array): Int32Array => {
    const assign = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const list = choices[k]!;
      let c = 0;
      while (c < list.length && !open[list[c]!.shop]) c++;
      assign[k] = c < list.length ? c : 0;
    }
    return assign;
  };
  const quickSub = new Float64Array(S);
  /** Cost of the cheapest-open-shop assignment, without allocating. */
  const quickCost = (open: Uint8Array): number => {
    quickSub.fill(0);
    let total = 0;
    for (let k = 0; k < n; k++) {
      const list = choices[k]!;
      let c = 0;
      while (c < list.length && !open[list[c]!.shop]) c++;
      const ch = list[c < list.length ? c : 0]!;
      quickSub[ch.shop]! += ch.cost;
      total += ch.cost;
    }
    for (let s = 0; s < S; s++) if (quickSub[s]! > 0 && quickSub[s]! < freeFrom[s]!) total += ship[s]!;
    return total;
  };
  // Lagrangian heuristic: every open-shop set the relaxation proposes is priced quickly; the few
  // cheapest are then polished by local search.
  const tried = new Set<string>();
  const proposals: { cost: number; open: Uint8Array }[] = [];
  const tryShops = (open: Uint8Array) => {
    const key = open.join('');
    if (tried.has(key)) return;
    tried.add(key);
    proposals.push({ cost: quickCost(open), open: Uint8Array.from(open) });
  };
  /** Open-set local search: drop, add or swap one shop while that lowers the cheapest-open-shop cost. */
  const improveShops = (start: Int32Array) => {
    const open = new Uint8Array(S);
    for (let k = 0; k < n; k++) open[choices[k]![start[k]!]!.shop] = 1;
    let cost = quickCost(open);
    for (let round = 0; round < 20 && performance.now() < deadline; round++) {
      let bestMove: [number, number] | null = null;
      let bestCost = cost;
      for (let a = 0; a < S; a++) {
        open[a] = open[a] ? 0 : 1;
        const c = quickCost(open);
        if (c < bestCost) [bestCost, bestMove] = [c, [a, -1]];
        if (open[a] === 0) {
          // a was open and is now closed: also try opening another shop in its place
          for (let b = 0; b < S; b++) {
            if (open[b] || b === a) continue;
            open[b] = 1;
            const cs = quickCost(open);
            if (cs < bestCost) [bestCost, bestMove] = [cs, [a, b]];
            open[b] = 0;
          }
        }
        open[a] = open[a] ? 0 : 1;
      }
      if (!bestMove) break;
      open[bestMove[0]] = open[bestMove[0]] ? 0 : 1;
      if (bestMove[1] >= 0) open[bestMove[1]] = 1;
      cost = bestCost;
    }
    consider(fromShops(open));
  };

  const shopItems: ShopItem[][] = Array.from({ length: S }, () => []);
  choices.forEach((list, k) => list.forEach((c) => shopItems[c.shop]!.push({ k, cost: c.cost })));
  const lagrange = lagrangianBound(n, ship, freeFrom, shopItems, minCost, bestTotal, deadline, tryShops);
  proposals.sort((a, b) => a.cost - b.cost);
  for (const p of proposals.slice(0, 12)) if (lagrange.root <= bestTotal - 1) consider(fromShops(p.open));
  if (!incumbent && lagrange.root <= bestTotal - 1) improveShops(best);

  // Reduced-cost fixing: drop every offer whose forced use already bounds above the best cart,
  // then solve the smaller problem (the best cart so far always survives).
  if (reductions < MAX_REDUCTIONS && n > 0 && lagrange.root <= bestTotal - 1 && performance.now() < deadline) {
    let dropped = 0;
    const keep = choices.map((list, k) =>
      list.filter((c, i) => {
        const survives = i === best[k] || lagrange.forced(k, c.shop, c.cost) <= bestTotal - 1 + 1e-6;
        if (!survives) dropped++;
        return survives;
      }),
    );
    if (dropped > 0) {
      const articles = input.articles.map((article, i) => {
        const k = order.indexOf(i);
        const offerIds = new Set(keep[k]!.map((c) => c.offerId));
        return { ...article, offers: article.offers.filter((o) => offerIds.has(o.offerId)) };
      });
      const offerIds = new Array<number>(n);
      for (let k = 0; k < n; k++) offerIds[order[k]!] = choices[k]![best[k]!]!.offerId;
      return solve({ ...input, articles }, reductions + 1, started, offerIds);
    }
  }
  let nodes = 0;
  let timedOut = false;
  const keys: Float64Array[] = choices.map((c) => new Float64Array(c.length));
  const idx: Int32Array[] = choices.map((c) => new Int32Array(c.length));

  function search(k: number, items: number, lastShop: number): void {
    if (timedOut) return;
    if ((++nodes & 255) === 0 && performance.now() > deadline) {
      timedOut = true;
      return;
    }
    if (k === n) {
      let shipping = 0;
      for (let s = 0; s < S; s++) if (used[s]! > 0 && subtotal[s]! < freeFrom[s]!) shipping += ship[s]!;
      if (items + shipping < bestTotal) {
        bestTotal = items + shipping;
        best = Int32Array.from(current);
      }
      return;
    }
    // Costs are whole cents, so a bound above best - 1 cannot lead to a cheaper cart.
    if (lowerBound(k, items) > bestTotal - 1 || lagrange.at(k, items, subtotal, used, lastShop) > bestTotal - 1 + 1e-6) return;
    // Try the choices in order of cost including the shipping a newly opened shop would add.
    const list = choices[k]!;
    const key = keys[k]!;
    const tryOrder = idx[k]!;
    for (let c = 0; c < list.length; c++) {
      const ch = list[c]!;
      const opens = used[ch.shop] === 0 && ch.cost < freeFrom[ch.shop]!;
      key[c] = ch.cost + (opens ? ship[ch.shop]! : 0);
      tryOrder[c] = c;
    }
    tryOrder.sort((a, b) => key[a]! - key[b]!);
    for (let i = 0; i < list.length; i++) {
      const c = tryOrder[i]!;
      const ch = list[c]!;
      if (items + ch.cost + minSuffix[k + 1]! >= bestTotal) continue;
      current[k] = c;
      subtotal[ch.shop]! += ch.cost;
      used[ch.shop]!++;
      search(k + 1, items + ch.cost, ch.shop);
      subtotal[ch.shop]! -= ch.cost;
      used[ch.shop]!--;
      if (timedOut) return;
    }
  }
  if (n > 0) search(0, 0, -1);

  const offerIds = new Array<number>(n);
  for (let k = 0; k < n; k++) offerIds[order[k]!] = choices[k]![best[k]!]!.offerId;
  const totals = n > 0 ? totalOf(best) : { items: 0, shipping: 0 };
  return {
    offerIds,
    itemsCents: totals.items,
    shippingCents: totals.shipping,
    totalCents: totals.items + totals.shipping,
    provenOptimal: !timedOut,
    nodes,
    elapsedMs: performance.now() - started,
  };
}
