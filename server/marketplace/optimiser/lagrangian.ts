/**
 * Lower bound for the cart optimiser by Lagrangian relaxation, the classic tool for facility
 * location: relax "each article goes to exactly one shop" with a price u_j per article. Then each
 * shop independently picks the articles it would like at reduced cost (cost - u_j), either paying
 * its shipping or reaching its free-shipping threshold (a covering knapsack, relaxed to fractions,
 * which keeps it a lower bound). For every u the result bounds the true optimum from below;
 * subgradient steps at the root search for a tight u, which the branch and bound then reuses at
 * every node with the already-decided articles fixed.
 */

export interface ShopItem {
  /** Article position in the search order. */
  k: number;
  /** quantity x unit price in this shop */
  cost: number;
}

export interface LagrangianBound {
  /** Best bound found at the root. */
  root: number;
  /**
   * Bound at a node where articles 0..k-1 are decided (items, subtotal and used per shop), article
   * k-1 into lastShop. Incremental along a depth-first path: the node's parent must have been
   * bounded last at depth k-1 (the root, k = 0, computes everything).
   */
  at(k: number, items: number, subtotal: Float64Array, used: Int32Array, lastShop: number): number;
  /** Root bound with article j forced into shop s at the given cost. */
  forced(j: number, s: number, cost: number): number;
}

export function lagrangianBound(
  n: number,
  ship: Float64Array,
  freeFrom: Float64Array,
  shopItems: ShopItem[][],
  minCost: readonly number[],
  upperBound: number,
  deadline: number,
  /** Called with the shops the relaxed solution opens, at every subgradient step (a Lagrangian heuristic's start). */
  onOpenShops?: (open: Uint8Array) => void,
): LagrangianBound {
  const S = ship.length;
  let u = Float64Array.from(minCost);
  const count = new Float64Array(n);

  /** Value of one shop's subproblem; when `pick` is given, records the articles it takes. */
  const openNow = new Uint8Array(S);
  function shopTerm(s: number, k: number, sub: number, used: boolean, neg: ShopItem[], pos: ShopItem[], uu: Float64Array, pick?: Float64Array, exclude = -1): number {
    let negSum = 0;
    let negCost = 0;
    for (const it of neg) {
      if (it.k < k || it.k === exclude) continue;
      negSum += it.cost - uu[it.k]!;
      negCost += it.cost;
    }
    const pay = (sub >= freeFrom[s]! ? 0 : ship[s]!) + negSum;
    let free = Infinity;
    let need = freeFrom[s]! - sub - negCost;
    let lastFree = -1;
    if (need <= 0) free = negSum;
    else if (need !== Infinity) {
      let extra = 0;
      for (let i = 0; i < pos.length; i++) {
        const it = pos[i]!;
        if (it.k < k || it.k === exclude) continue;
        const r = it.cost - uu[it.k]!;
        if (it.cost >= need) {
          extra += (r * need) / it.cost;
          need = 0;
          lastFree = i;
          break;
        }
        extra += r;
        need -= it.cost;
        if (negSum + extra >= pay) break; // paying is already cheaper
      }
      if (need <= 0) free = negSum + extra;
    }
    let term = Math.min(pay, free);
    if (!used && term > 0) term = 0; // a shop nobody uses costs nothing
    if (pick) openNow[s] = used || term < 0 ? 1 : 0;
    if (pick && (used || term < 0)) {
      for (const it of neg) if (it.k >= k) pick[it.k]!++;
      if (free < pay) for (let i = 0; i <= lastFree; i++) if (pos[i]!.k >= k) pick[pos[i]!.k]!++;
    }
    return term;
  }

  function split(uu: Float64Array): { neg: ShopItem[][]; pos: ShopItem[][] } {
    const neg: ShopItem[][] = [];
    const pos: ShopItem[][] = [];
    for (let s = 0; s < S; s++) {
      const items = shopItems[s]!;
      neg.push(items.filter((it) => it.cost - uu[it.k]! < 0));
      pos.push(
        items
          .filter((it) => it.cost - uu[it.k]! >= 0)
          .sort((a, b) => (a.cost - uu[a.k]!) / a.cost - (b.cost - uu[b.k]!) / b.cost),
      );
    }
    return { neg, pos };
  }

  const zeros = new Float64Array(S);
  const none = new Int32Array(S);
  function evaluate(uu: Float64Array, pick?: Float64Array): number {
    const { neg, pos } = split(uu);
    let value = 0;
    for (let j = 0; j < n; j++) value += uu[j]!;
    for (let s = 0; s < S; s++) value += shopTerm(s, 0, zeros[s]!, none[s]! > 0, neg[s]!, pos[s]!, uu, pick);
    return value;
  }

  // Subgradient ascent with Polyak steps.
  let bestU = Float64Array.from(u);
  let best = evaluate(u);
  let theta = 1.5;
  let stale = 0;
  for (let iter = 0; iter < 300 && theta > 0.01 && upperBound - best >= 1; iter++) {
    if ((iter & 15) === 15 && performance.now() > deadline) break;
    count.fill(0);
    const value = evaluate(u, count);
    onOpenShops?.(openNow);
    if (value > best) {
      best = value;
      bestU = Float64Array.from(u);
      stale = 0;
    } else if (++stale >= 8) {
      theta /= 2;
      stale = 0;
      u = Float64Array.from(bestU);
    }
    let norm = 0;
    for (let j = 0; j < n; j++) norm += (1 - count[j]!) ** 2;
    if (norm === 0) break; // every article taken exactly once: the relaxation is exact here
    const step = (theta * Math.max(1, upperBound - value)) / norm;
    for (let j = 0; j < n; j++) u[j]! += step * (1 - count[j]!);
  }

  const { neg, pos } = split(bestU);
  const uSuffix = new Float64Array(n + 1);
  for (let j = n - 1; j >= 0; j--) uSuffix[j] = uSuffix[j + 1]! + bestU[j]!;
  // Memoised terms of the shops nobody uses yet: they depend only on the depth k. idle[k*S+s] per
  // shop, idleSum[k] over all shops; a node then recomputes only the shops it already uses.
  const idle = new Float64Array((n + 1) * S);
  const idleSum = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) {
    for (let s = 0; s < S; s++) {
      const t = shopTerm(s, k, 0, false, neg[s]!, pos[s]!, bestU);
      idle[k * S + s] = t;
      idleSum[k]! += t;
    }
  }
  const termAt = new Float64Array((n + 1) * S);
  const offeredBy: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < S; s++) for (const it of shopItems[s]!) offeredBy[it.k]!.push(s);
  return {
    root: best,
    at(k, items, subtotal, used, lastShop) {
      const row = k * S;
      const term = (s: number) => (used[s] === 0 ? idle[row + s]! : shopTerm(s, k, subtotal[s]!, true, neg[s]!, pos[s]!, bestU));
      if (k === 0) for (let s = 0; s < S; s++) termAt[s] = term(s);
      else {
        termAt.copyWithin(row, row - S, row);
        for (const s of offeredBy[k - 1]!) termAt[row + s] = term(s);
        if (lastShop >= 0) termAt[row + lastShop] = term(lastShop);
      }
      let value = items + uSuffix[k]!;
      for (let s = 0; s < S; s++) value += termAt[row + s]!;
      return value;
    },
    forced(j, shop, cost) {
      // Only the shops offering article j (and the forced shop) change when j is taken out.
      let value = uSuffix[0]! - bestU[j]! + cost + idleSum[0]!;
      for (const s of offeredBy[j]!) {
        value += shopTerm(s, 0, s === shop ? cost : 0, s === shop, neg[s]!, pos[s]!, bestU, undefined, j) - idle[s]!;
      }
      return value;
    },
  };
}
