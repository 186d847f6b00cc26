/**
 * Criteria the trade norm or the maker's numbering fixes, not a free draw: a brake hose's thread is
 * its make's, a damper line's number says gas or oil, a wheel bolt's hex is its make's, a petrol
 * engine's oil-pressure warning switch closes at a low pressure, and a passenger-side mirror glass on a
 * left-hand-drive car is convex. The seed writes them and the check (trade-norm-check.ts) reads them here.
 */

/**
 * Brake hoses and pipes end in the metric M10x1 union (bubble or DIN flare, ISO 4038 practice) on the
 * European, Japanese and Korean makes the catalogue holds; the 3/8"-24 UNF union is the US makers'
 * SAE inverted flare. A make that uses it is listed here with its reason.
 */
const UNF_BRAKE_MAKES: Readonly<Record<string, string>> = {
  // None of the catalogue's makes: the US-built ones it holds (Jeep Renegade and Compass on Fiat's small-wide platform) take the metric union.
};

/** The thread of a brake hose's or brake pipe's union on the make's cars. */
export const brakeThreadOf = (make: string): string => (make in UNF_BRAKE_MAKES ? '3/8"-24 UNF' : 'M10x1');

/**
 * Damper lines whose number says how they are filled: KYB's Excel-G (33xxxx, 34xxxx) is its twin-tube
 * gas range, Monroe's G numbers are the gas-charged Original and its E numbers the Reflex, Bilstein's
 * B4 (22-) is twin-tube gas and B6 (24-) monotube gas, and TRW's JG… dampers (JGM a shock absorber, JGS a strut) are its gas
 * range, the G standing for gas as the H of its hydraulic JH… ones for oil. Sachs numbers gas and oil dampers in one series.
 */
const GAS_DAMPER_NUMBERS: readonly RegExp[] = [/^3[34]\d{4}$/, /^[GE]\d{4}$/, /^2[24]-\d{6}$/, /^JG[MS]\d{4}T$/];

/** The fill a damper's number states ('gas_pressure'), or null where its line numbers both. */
export const shockTypeOfNumber = (number: string | undefined): 'gas_pressure' | null =>
  (number && GAS_DAMPER_NUMBERS.some((pattern) => pattern.test(number)) ? 'gas_pressure' : null);

/**
 * The hex of the make's wheel bolts: BMW and Mini, the VW group, Mercedes-Benz and Opel cut 17 mm,
 * Volvo and Porsche 19 mm. A make not listed keeps the size drawn for its model.
 */
const WHEEL_BOLT_HEX_MM: Readonly<Record<string, number>> = {
  BMW: 17, Mini: 17, VW: 17, Audi: 17, Skoda: 17, Seat: 17, Cupra: 17, 'Mercedes-Benz': 17, Opel: 17,
  Volvo: 19, Porsche: 19,
};

/** The spanner size of the make's wheel bolts, or null where the make is not listed. */
export const wheelBoltHexOf = (make: string): number | null => WHEEL_BOLT_HEX_MM[make] ?? null;

/**
 * An oil-pressure warning switch closes once the oil pressure is up: at 0.2 to 0.5 bar on a petrol
 * engine (a Fiat FIRE's at 0.3 to 0.5). The higher ratings are diesels' switches and the second
 * switches a few engines carry, which the trade lists by engine.
 */
const PETROL_WARNING_BAR: readonly number[] = [0.3, 0.5];
const ALL_RATINGS_BAR: readonly number[] = [0.3, 0.5, 1.4, 2.5];

/** The ratings an oil-pressure switch for an engine of that fuel comes in. */
export const oilSwitchRatingsOf = (fuel: string | undefined): readonly number[] => (fuel === 'petrol' ? PETROL_WARNING_BAR : ALL_RATINGS_BAR);

/**
 * On a left-hand-drive car the passenger's (right) mirror glass is convex; the aspherical glass, with
 * its wider outer zone, is the driver's (left) side only.
 */
export const mirrorGlassOf = (side: string, drawn: string): string => (side === 'right' ? 'convex' : drawn);

/**
 * Positions where a car has one part, on its centre line, so the part has no hand: a hatchback's or an estate's single rear
 * wiper arm sits on the tailgate (or its glass) alone. A left or right stated there sends a buyer who filters by side to the
 * wrong shelf or to nothing; the front arms are a pair, the driver's and the passenger's.
 */
const UNSIDED_AT: Readonly<Record<string, 'front' | 'rear'>> = { Wischerarm: 'rear' };

/** Whether a part of the kind at the position is made for a hand (left or right); false where the car has one in the middle. */
export const sidedAt = (kind: string, position: string | undefined): boolean => UNSIDED_AT[kind] === undefined || UNSIDED_AT[kind] !== position;

/**
 * Battery chargers as the trade sells them: a charger's voltages and its charge current are one model's, so the pair is
 * stated together and never drawn apart. Bosch's workshop range is the C1 (12 V 3.5 A), the C3 (6/12 V 3.8 A, 0 189 999 03M),
 * the C7 (12/24 V 7 A, 0 189 999 07M) and the C10 (12/24 V 10 A); CTEK's MXS 5.0, MXS 7.0 and MXS 10 are 12 V chargers of
 * 5, 7 and 10 A, NOCO's GENIUS5 and GENIUS10 6/12 V ones, and a 15 A charger is a workshop unit for 12 V or 12/24 V (CTEK
 * PRO15S, Bosch BAT 415 class). A small maintenance charger for 24 V trucks at 3.8 A, or a 6 V one at 15 A, is no model
 * anyone sells. A maker listed here sells its own models only (a Bosch charger is a C3, C7, C10 or BAT 415, never CTEK's
 * 12 V 5 A); a brand not listed (Osram, Heyner) sells chargers built to these pairs. Ranges from memory of the makers'
 * catalogues; the C1's 3.5 A is left out, as the price bands step at 3.8 A.
 */
export const CHARGER_MODELS: readonly { maker: string; model: string; voltage: '6/12' | '12' | '12/24'; current: number }[] = [
  { maker: 'Bosch', model: 'C3', voltage: '6/12', current: 3.8 },
  { maker: 'CTEK', model: 'MULTI XS 3600', voltage: '12', current: 3.8 },
  { maker: 'CTEK', model: 'MXS 5.0', voltage: '12', current: 5 },
  { maker: 'NOCO', model: 'GENIUS5', voltage: '6/12', current: 5 },
  { maker: 'CTEK', model: 'MXS 7.0', voltage: '12', current: 7 },
  { maker: 'Bosch', model: 'C7', voltage: '12/24', current: 7 },
  { maker: 'CTEK', model: 'MXS 10', voltage: '12', current: 10 },
  { maker: 'NOCO', model: 'GENIUS10', voltage: '6/12', current: 10 },
  { maker: 'Bosch', model: 'C10', voltage: '12/24', current: 10 },
  { maker: 'CTEK', model: 'PRO15S', voltage: '12', current: 15 },
  { maker: 'Bosch', model: 'BAT 415', voltage: '12/24', current: 15 },
];

/** The chargers a brand sells: its own models where it makes chargers of its own, else every model's pair. */
export const chargerModelsFor = (brand: string | undefined): typeof CHARGER_MODELS => {
  const own = CHARGER_MODELS.filter((charger) => charger.maker === brand);
  return own.length ? own : CHARGER_MODELS;
};

/** The model a brand's charger of the stated voltage and current is ("Bosch C7"), or null where the brand sells none so. */
export const chargerModelOf = (voltage: string | undefined, current: string | undefined, brand?: string): string | null => {
  const charger = chargerModelsFor(brand).find((model) => model.voltage === voltage && String(model.current) === current);
  return charger ? `${charger.maker} ${charger.model}` : null;
};
