/**
 * Adds the page's loader sent at a tap while the offer's island slept (views/render/runtime-loader.ts,
 * window.spareoAdds): each is sent once, from there. The island, woken, takes its offer's adds and
 * follows their answers instead of sending them again; an add it takes is marked, so the loader
 * leaves the confirmation (or the taking back of the tapped state) to the island.
 */
export interface EarlyAdd {
  offer: string;
  quantity: number;
  /** Settles with the shop's answer: resolved when the add was accepted. */
  answer: Promise<unknown>;
  /** The add's own key, made by the loader at the tap. */
  key?: string;
  /** Set by the loader once answered: true accepted, false refused or unanswered. */
  accepted?: boolean;
  /** Set by the loader with accepted false: no answer came (connection lost, 5xx), so it may have been applied. */
  unclear?: boolean;
  /** Set here: the island follows this add. */
  taken?: boolean;
}

type WithAdds = { spareoAdds?: EarlyAdd[] };

/** The offer's adds sent before its island woke, not yet taken by an island. */
export function takeEarlyAdds(offerId: string): EarlyAdd[] {
  const adds = (window as WithAdds).spareoAdds ?? [];
  const mine = adds.filter((add) => add.offer === offerId && !add.taken);
  for (const add of mine) add.taken = true;
  return mine;
}
