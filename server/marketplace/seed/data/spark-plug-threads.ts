/**
 * A spark plug's thread is the cylinder head's: one engine takes one plug in every car and every year it
 * is built. The slim M12x1.25 plug came with the heads designed for downsizing and direct injection; an
 * engine designed before keeps its M14x1.25 plug on its later cars (a Renault D4F in a 2012 Clio IV as in
 * a 2005 Clio III), and a slim-plug engine keeps its own from its first year.
 */
export interface SparkPlugThread { thread: string; hexMm: number }

const WIDE: SparkPlugThread = { thread: 'M14x1.25', hexMm: 16 };
const SLIM: SparkPlugThread = { thread: 'M12x1.25', hexMm: 14 };

/** Engines built on both sides of the slim plug's arrival, by code, with the plug their head takes. */
const ENGINE_PLUGS: readonly (readonly [RegExp, SparkPlugThread, string])[] = [
  [/^(D4F|D7F|K4M|K7J|K7M)/, WIDE, 'Renault\'s D4F 1.2 16V and D7F, K4M, K7J and K7M heads of the 1990s take the 14 mm plug in a Clio IV, a Sandero II or a Logan II as in a Clio III'],
  [/^N4[256]/, WIDE, 'BMW\'s N42, N45 and N46 four-cylinders keep the 14 mm plug of their head in a 2009 X1 as in a 2004 1er'],
  [/^169A4/, WIDE, 'Fiat\'s 1.2 8V FIRE keeps its 14 mm plug in the 500 and the Panda of every year'],
  [/^(A14NE|A16XE|Z16XE)/, WIDE, 'Opel\'s Family 1 petrols (1.6, and the 1.4 Turbo) keep the 14 mm plug of their head'],
  [/^[ABZ]1[024]XE[PRL]$/, WIDE, 'Opel\'s Family 0 petrols (1.0, 1.2 and 1.4: Z14XEP, A14XER, B14XER) keep the 14 mm plug of their head in a Corsa E as in a Corsa D'],
  [/^(BMY|BLG|CAV|CAX|CTH)/, WIDE, 'VW\'s EA111 1.4 TSI and TFSI keep the 14 mm plug of their head in a 2011 Tiguan as in a 2007 Golf'],
  [/^(EP6|5F[SVWUX])/, SLIM, 'PSA\'s and BMW\'s Prince 1.6 (EP6 VTi and THP, the Mini\'s N12 to N18) takes the slim plug from its 2006 launch, in a 2010 C3 as in a 2012 208'],
  [/^(MR20DE|M4R|HR16DE|H4M)/, SLIM, 'Nissan\'s HR16DE and MR20DE (Renault\'s H4M and M4R) take the slim plug from their 2006 launch, in a 2008 Mégane III as in a Qashqai J10'],
  [/^312A[25]/, SLIM, 'Fiat\'s TwinAir, a downsized turbo two-cylinder, takes the slim plug from its first year'],
];

/** The plug the engine's head takes, where its code says it; none where the years decide. */
export function enginePlugOf(engineCode: string | undefined): SparkPlugThread | undefined {
  return engineCode ? ENGINE_PLUGS.find(([code]) => code.test(engineCode))?.[1] : undefined;
}

/**
 * Engine families (data/engine-families.ts) whose heads were drawn for the slim plug, in their first year as in
 * their last: Ford's EcoBoost (the 1.6 of a 2010 Mondeo IV as of a 2013 Kuga II, the 1.0 and the 1.5) and PSA's
 * 1.2 PureTech are downsized direct-injection turbos (the aspirated EB2 shares the turbo's head).
 */
const FAMILY_PLUGS: Readonly<Record<string, SparkPlugThread>> = {
  'Ford 1.0 EcoBoost': SLIM, 'Ford 1.5/1.6 EcoBoost': SLIM, 'Ford 1.5 EcoBoost Dragon': SLIM, 'PSA EB2': SLIM,
};

/** The plug an engine family's head takes, where the family says it. */
export const familyPlugOf = (family: string | null): SparkPlugThread | undefined => (family ? FAMILY_PLUGS[family] : undefined);

export const WIDE_PLUG = WIDE;
export const SLIM_PLUG = SLIM;
