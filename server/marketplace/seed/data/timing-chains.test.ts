/** One engine, one chain at each place: the loose timing chain is the chain in the kit. */
import type { CarFacts } from './fitment-rules';
import { PART_TYPES, type PartInput } from './part-types';
import { TIMING_CHAIN_KINDS, chainsWithoutTellingLabel, timingChainAt, timingChainsOf } from './timing-chains';

const BASE: CarFacts = {
  make: 'Renault', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '0.9 TCe 90', engineCode: 'H4B', ccm: 898, kw: 66, typeStart: 2012, generationStart: 2012, platform: 'Renault/B', engine: 'petrol/H4B', generation: 'Renault Clio IV (BH)',
  frontDiscMm: 258, rearDiscMm: 0, rearDrumMm: 203, wipersMm: [600, 350], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'RN0700',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const H4B_CARS = [
  car({}),
  car({ make: 'Dacia', generation: 'Dacia Sandero II', platform: 'Renault/B0' }),
  car({ typeStart: 2013, generationStart: 2013, generation: 'Renault Captur I' }),
];
const POLO_12_TSI = car({ make: 'VW', typeName: '1.2 TSI', engineCode: 'CBZB', engine: 'petrol/CBZB', ccm: 1197, kw: 77, typeStart: 2010, generationStart: 2009, platform: 'PQ25', generation: 'VW Polo V (6R1)' });
const GOLF_14_TSI = car({ make: 'VW', typeName: '1.4 TSI', engineCode: 'CAXA', engine: 'petrol/CAXA', ccm: 1390, kw: 90, typeStart: 2008, generationStart: 2008, platform: 'PQ35', generation: 'VW Golf VI (5K1)' });
const BMW_320D = car({ make: 'BMW', fuel: 'diesel', typeName: '320d', engineCode: 'N47D20C', engine: 'diesel/N47D20C', ccm: 1995, kw: 135, typeStart: 2010, generationStart: 2005, platform: 'BMW E90', generation: 'BMW 3er (E90)' });
const C_220_CDI = car({ make: 'Mercedes-Benz', fuel: 'diesel', typeName: 'C 220 CDI', engineCode: 'OM651.911', engine: 'diesel/OM651.911', ccm: 2143, kw: 125, typeStart: 2009, generationStart: 2007, platform: 'MB W204', generation: 'Mercedes-Benz C-Klasse (W204)' });

/** The chain an article of the kind states, as the seed makes it: each kind with an engine draw and own draws of its own. */
const chainOf = (kind: string, forCar: CarFacts, engine: number, own: number) => {
  const input: PartInput = { draw: () => 0.5, own: () => own, step: 0, engine, position: null, car: forCar };
  const criteria = PART_TYPES[kind]!.criteria(input);
  const value = (key: string) => criteria.find((c) => c.key === key)?.value ?? '';
  return { place: value('chain_position'), chain: `${value('chain_links')}/${value('chain_type')}` };
};

/** Each place's chains as every article of both kinds states them, over several engine and own draws. */
function chainsByPlace(cars: readonly CarFacts[]): Map<string, Set<string>> {
  const byPlace = new Map<string, Set<string>>();
  cars.forEach((each, at) => [...TIMING_CHAIN_KINDS].forEach((kind, k) => [0.1, 0.6, 0.9].forEach((own, o) => {
    const { place, chain } = chainOf(kind, each, (0.13 + at * 0.17 + k * 0.29 + o * 0.31) % 1, own);
    byPlace.set(place, (byPlace.get(place) ?? new Set()).add(chain));
  })));
  return byPlace;
}

test('the 0.9 TCe H4B has one chain: the loose chain is the kit\'s in the Clio IV, the Sandero II and the Captur I', () => {
  const byPlace = chainsByPlace(H4B_CARS);
  expect([...byPlace.keys()]).toEqual(['']);
  expect(byPlace.get('')!.size).toBe(1);
});

test('the EA111 1.2 and 1.4 TSI each run one simplex chain, alone and in the kit', () => {
  for (const each of [POLO_12_TSI, GOLF_14_TSI]) {
    const byPlace = chainsByPlace([each]);
    expect([...byPlace.keys()]).toEqual(['']);
    expect([...byPlace.get('')!]).toEqual([`${timingChainsOf(each)[0]!.links}/simplex`]);
  }
});

test('a 1.2 TSI the register lists without its code runs one chain in a Polo and a Fabia', () => {
  const uncoded = { engineCode: '', typeName: '1.2 TSI', ccm: 1197 };
  const byPlace = chainsByPlace([car({ ...POLO_12_TSI, ...uncoded, engine: 'VW Polo V/1.2 TSI/77' }), car({ ...POLO_12_TSI, ...uncoded, make: 'Skoda', engine: 'Skoda Fabia II/1.2 TSI/77', generation: 'Skoda Fabia II (542)' })]);
  expect([...byPlace.keys()]).toEqual(['']);
  expect(byPlace.get('')!.size).toBe(1);
});

test('the N47 and the OM651 drive their cams in two stages: each chain and kit is labelled, and each label names one chain', () => {
  for (const each of [BMW_320D, C_220_CDI]) {
    const byPlace = chainsByPlace([each]);
    expect(new Set(byPlace.keys())).toEqual(new Set(['lower', 'upper']));
    for (const place of ['lower', 'upper']) {
      const chain = timingChainAt(each, place)!;
      expect([...byPlace.get(place)!]).toEqual([`${chain.links}/${chain.type}`]);
    }
    // An unlabelled chain names neither.
    expect(timingChainAt(each, '')).toBeUndefined();
  }
  expect(timingChainAt(C_220_CDI, 'upper')!.type).toBe('duplex');
  // A one-chain engine has no upper or lower chain.
  expect(timingChainAt(GOLF_14_TSI, 'upper')).toBeUndefined();
});

describe('chain kits of two lengths for one car', () => {
  it('are each labelled with their own chain: an upper and a lower kit are two named parts', () => {
    // A 320d (B47): three lower kits of 156 links and an upper one of 138, each labelled.
    expect(chainsWithoutTellingLabel([
      { place: 'lower', chain: '156/simplex' }, { place: 'lower', chain: '156/simplex' }, { place: 'lower', chain: '156/simplex' }, { place: 'upper', chain: '138/simplex' },
    ])).toBe(false);
    expect(chainsWithoutTellingLabel([{ place: '', chain: '134/simplex' }, { place: '', chain: '134/simplex' }])).toBe(false);
  });
  it('are counted when one of them says no place, or two lengths share a label', () => {
    expect(chainsWithoutTellingLabel([{ place: '', chain: '156/simplex' }, { place: 'upper', chain: '138/simplex' }])).toBe(true);
    expect(chainsWithoutTellingLabel([{ place: '', chain: '126/simplex' }, { place: '', chain: '148/duplex' }])).toBe(true);
    expect(chainsWithoutTellingLabel([{ place: 'upper', chain: '126/simplex' }, { place: 'upper', chain: '148/duplex' }])).toBe(true);
  });
  it('are labelled by the seed on the two-chain diesels: every kit of the 320d (N47, B47) and the C 220 CDI names its place', () => {
    const f30B47 = car({ ...BMW_320D, engineCode: 'B47D20A', engine: 'diesel/B47D20A', kw: 140, typeStart: 2015, generationStart: 2011, platform: 'BMW F30', generation: 'BMW 3er (F30)' });
    expect(timingChainsOf(f30B47).map(({ place }) => place)).toEqual(['lower', 'upper']);
    for (const forCar of [f30B47, BMW_320D, C_220_CDI]) {
      const kits = [0.1, 0.4, 0.7, 0.95].flatMap((engine) => [0.2, 0.8].map((own) => chainOf('Steuerkettensatz', forCar, engine, own)));
      expect(kits.every(({ place }) => place === 'lower' || place === 'upper')).toBe(true);
      expect(chainsWithoutTellingLabel(kits)).toBe(false);
    }
  });
});
