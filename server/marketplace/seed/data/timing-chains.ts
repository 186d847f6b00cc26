/**
 * One engine, one set of timing chains: the chain in a Steuerkettensatz and the chain sold on its own
 * are the very same chain (its links and its rows, simplex or duplex) in every car the engine family
 * sits in. A Renault H4Bt 0.9 TCe, a VW EA111 1.2 or 1.4 TSI run one chain from crank to cams; the
 * trade sells that chain alone and in the kit. BMW's N47/N57 and B47 diesels and Mercedes' OM651 drive
 * their cams in two stages, a lower chain from the crank to the high-pressure pump and an upper one
 * from the pump to the camshafts: the trade labels the chain and its kit upper or lower, and each
 * label names one chain.
 */
import { familyFraction } from './engine-families';
import { timingBeltEngineOf } from './timing-belts';

/** The kinds that carry a timing chain. */
export const TIMING_CHAIN_KINDS: ReadonlySet<string> = new Set(['Steuerkette', 'Steuerkettensatz']);

/** The criterion that says which chain of a two-chain engine a chain or kit is. */
export const CHAIN_POSITION_KEY = 'chain_position';
export type ChainPlace = 'upper' | 'lower';

export interface TimingChain {
  /** '' on an engine with one chain; upper or lower on a two-stage drive. */
  place: '' | ChainPlace;
  links: number;
  type: 'simplex' | 'duplex';
}

type ChainCar = Parameters<typeof timingBeltEngineOf>[0];

/** The makes that build one another's petrol engines: a Sandero's 0.9 TCe is the Clio's H4B, a Fabia's 1.2 TSI the Polo's EA111. */
const ENGINE_MAKERS: Readonly<Record<string, string>> = {
  VW: 'VW group', Audi: 'VW group', Skoda: 'VW group', Seat: 'VW group', Cupra: 'VW group',
  Renault: 'Renault-Nissan', Dacia: 'Renault-Nissan', Nissan: 'Renault-Nissan', BMW: 'BMW', Mini: 'BMW',
  Peugeot: 'PSA', 'Citroën': 'PSA', DS: 'PSA', Hyundai: 'Hyundai-Kia', Kia: 'Hyundai-Kia', Toyota: 'Toyota', Lexus: 'Toyota',
};

/**
 * The engine a chain is made for: the family the trade names (every N47 2.0, every OM651), else its
 * code (one chain for every M266, whatever its displacement), else the maker's petrol of that
 * displacement, whichever make's car the register lists it in without a code.
 */
export function timingChainEngineOf(car: ChainCar): string {
  const engine = timingBeltEngineOf(car);
  if (car.fuel !== 'petrol' || car.engineCode || !/^[^/]+\/petrol\//.test(engine)) return engine;
  return `${ENGINE_MAKERS[car.make] ?? car.make} petrol ${car.ccm}`;
}

/**
 * Engines whose cams are driven in two stages, by family as the trade names it: BMW's diesels from the
 * N47 on and Mercedes' OM651 carry a lower and an upper chain, the upper one on the OM651 a duplex.
 */
const TWO_STAGE: readonly (readonly [RegExp, ChainPlace | null])[] = [
  [/^BMW (N47\/N57|B37\/B47\/B57) /, null],
  [/^Mercedes OM651 /, 'upper'],
];

/**
 * Engines whose single cam chain the trade lists as a duplex (Mercedes' diesels before the OM651); the
 * small petrols (the TCe, the EA111 TSI, the Prince) run a simplex chain.
 */
const DUPLEX_ENGINES = /^Mercedes OM6(11|12|13|40|46|47|48) /;

/** The engine's chain at that place, fixed by the engine family and the place alone. */
function chainOf(engine: string, place: '' | ChainPlace, duplex: boolean): TimingChain {
  const salt = place ? `timing chain ${place}` : 'timing chain';
  const links = 120 + 2 * Math.floor(familyFraction(engine, `${salt} links`) * 21);
  return { place, links, type: duplex ? 'duplex' : 'simplex' };
}

/** The engine's timing chains: one, or a lower and an upper one on a two-stage drive. */
export function timingChainsOf(car: ChainCar): TimingChain[] {
  const engine = timingChainEngineOf(car);
  const twoStage = TWO_STAGE.find(([pattern]) => pattern.test(engine));
  if (twoStage) return (['lower', 'upper'] as const).map((place) => chainOf(engine, place, twoStage[1] === place));
  return [chainOf(engine, '', DUPLEX_ENGINES.test(engine))];
}

/**
 * The chain a chain or kit labelled `place` carries on the car: the one chain of a one-chain engine
 * (which takes no label), the labelled one of a two-chain engine; none for a label the engine lacks or
 * a two-chain engine's unlabelled chain.
 */
export function timingChainAt(car: ChainCar, place: string): TimingChain | undefined {
  const chains = timingChainsOf(car);
  return chains.length === 1 ? (place ? undefined : chains[0]) : chains.find((chain) => chain.place === place);
}

/** What a chain or kit states of its chain, as (key, value): links and rows, and on a two-chain engine its place. */
export function chainCriteria(chain: TimingChain): (readonly [string, string])[] {
  return [...(chain.place ? [[CHAIN_POSITION_KEY, chain.place] as const] : []), ['chain_links', String(chain.links)], ['chain_type', chain.type]];
}

/**
 * Whether the chains or kits one car is sold leave the buyer guessing which is which: two lengths or
 * rows under one label, or a chain without a label beside one of another length or rows. An upper and
 * a lower kit of two lengths are two parts, each named; an unlabelled 156-link kit beside a 138-link
 * one reads as one part in two sizes, and one of them is wrong for the car.
 */
export function chainsWithoutTellingLabel(chains: readonly { place: string; chain: string }[]): boolean {
  const sizes = new Set(chains.map(({ chain }) => chain));
  if (sizes.size < 2) return false;
  if (chains.some(({ place }) => !place)) return true;
  const byPlace = new Map<string, Set<string>>();
  for (const { place, chain } of chains) byPlace.set(place, (byPlace.get(place) ?? new Set()).add(chain));
  return [...byPlace.values()].some((found) => found.size > 1);
}
