/**
 * The plausibility check's reading of a register pair that lists several variants (import/several-variants.ts,
 * lacksNamedVariant): "525D,520D" or "NIRO PLUS,NIRO" may be any of them, so it is linked as one car only to
 * types of every variant it names, never to one of them while the base lacks the other.
 */
import type { Db } from '../db/connection';
import { type KbaTakenOverCounts, checkKbaTakenOver, kbaTakenOverLine } from './kba-taken-over-check';
import { type KbaKeyOrderCounts, checkKbaKeyOrder, kbaKeyOrderLine } from './kba-key-order-check';
import { KBA_MANUFACTURERS, answeredByLoneType, choiceCutByKeyYears, fitsPlusMark, fitsTradeName, fitsVariant, lacksNamedVariant, namesPlainBesideSubBrand, onStatedBody, spelledFuels, spellsNoEngineLetter, tradeNames, withoutBody } from '../import';

export interface KbaVariantCounts extends KbaTakenOverCounts, KbaKeyOrderCounts {
  /** Register pairs naming several variants linked as one car to types that are not each of them. */
  kbaPairOnOneOfSeveralVariants: number;
  /** Register pairs naming the generation only answered with the generation's one type (import/lone-generation-type.ts). */
  kbaGenerationPairOnLoneType: number;
  /** Register pairs lacking a variant they name offered only part of the generation's types of their names (import/several-variants.ts). */
  kbaLackingVariantOnCutChoice: number;
  /**
   * Register pairs placed as their own type on a type their name's variant marks exclude: a hybrid's "h" ("C 300 H")
   * on a type of another fuel, a "+" ("EQB 250+") on a type without it or a name without it on the "+" type, a BMW
   * number without its engine letter ("116") on a lettered type, a Maybach key on a plain type or a key listing a
   * plain car beside the Maybach on the Maybach alone.
   */
  kbaOwnTypeAgainstVariantMarks: number;
}

export async function checkKbaVariants(db: Db, note: (text: string) => void): Promise<KbaVariantCounts> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 's.name as generation', 'm.name']).where('k.names_generation', '=', 0).execute();
  const byPair = new Map<string, typeof links>();
  for (const link of links) byPair.set(`${link.hsn}/${link.tsn}`, [...(byPair.get(`${link.hsn}/${link.tsn}`) ?? []), link]);
  let wrong = 0;
  for (const [pair, types] of byPair) {
    const { tradeName, generation } = types[0]!;
    if (!lacksNamedVariant(tradeNames(tradeName).map(withoutBody), generation, types, tradeName.length >= 25)) continue;
    if (wrong++ < 3) note(`KBA ${pair} "${tradeName}" is linked as one car to ${generation} ${types.map((t) => t.name).join(', ')} only`);
  }
  return { kbaPairOnOneOfSeveralVariants: wrong, kbaGenerationPairOnLoneType: await generationPairsOnLoneType(db, note), kbaLackingVariantOnCutChoice: await lackingVariantsOnCutChoice(db, note), kbaOwnTypeAgainstVariantMarks: await ownTypesAgainstVariantMarks(db, note), ...await checkKbaTakenOver(db, note), ...await checkKbaKeyOrder(db, note) };
}

/** A pair naming the generation only leaves the engine to the buyer: one type is no choice, and the register does not confirm it. */
async function generationPairsOnLoneType(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 'm.id', 'm.name']).where('k.names_generation', '=', 1).execute();
  const byPair = new Map<string, typeof links>();
  for (const link of links) byPair.set(`${link.hsn}/${link.tsn}`, [...(byPair.get(`${link.hsn}/${link.tsn}`) ?? []), link]);
  let wrong = 0;
  for (const [pair, types] of byPair) {
    if (!answeredByLoneType('generation', [...new Set(types.map((t) => t.id))])) continue;
    if (wrong++ < 3) note(`KBA ${pair} "${types[0]!.tradeName}" names the generation only and is answered with ${types[0]!.name} alone`);
  }
  return wrong;
}

/** A key naming a variant the base lacks is the buyer's choice among every type of its names, never among those its years leave. */
async function lackingVariantsOnCutChoice(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 's.id as seriesId', 's.name as generation', 'm.id', 'm.name']).where('k.names_generation', '=', 1).execute();
  const types = await db.selectFrom('models as m').leftJoin('vehicle_type_facts as f', 'f.model_id', 'm.id').select(['m.id', 'm.series_id as seriesId', 'm.name', 'm.fuel', 'm.kw', 'f.body']).execute();
  const byPair = new Map<string, typeof links>();
  for (const link of links) byPair.set(`${link.hsn}/${link.tsn}`, [...(byPair.get(`${link.hsn}/${link.tsn}`) ?? []), link]);
  let wrong = 0;
  for (const [pair, linked] of byPair) {
    const { kbaManufacturer, tradeName, seriesId, generation } = linked[0]!;
    const names = tradeNames(tradeName);
    if (!lacksNamedVariant(names.map(withoutBody), generation, linked, tradeName.length >= 25)) continue;
    const fits = fitsTradeName(KBA_MANUFACTURERS[kbaManufacturer] ?? [], names);
    const ofNames = types.filter((t) => t.seriesId === seriesId && fits(generation, t) && onStatedBody(names, generation, t));
    if (!choiceCutByKeyYears(true, ofNames, ofNames.filter((t) => linked.some((l) => l.id === t.id)))) continue;
    if (wrong++ < 3) note(`KBA ${pair} "${tradeName}" lacks a variant it names and is offered ${linked.map((l) => l.name).join(', ')} of ${generation}, not ${ofNames.filter((t) => !linked.some((l) => l.id === t.id)).map((t) => t.name).join(', ')}`);
  }
  return wrong;
}

/** The variant marks of a register name as the trade reads them, against the types a pair is placed on as its own car. */
async function ownTypesAgainstVariantMarks(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 'm.name', 'm.fuel']).where('k.names_generation', '=', 0).execute();
  const byPair = new Map<string, typeof links>();
  for (const link of links) byPair.set(`${link.hsn}/${link.tsn}`, [...(byPair.get(`${link.hsn}/${link.tsn}`) ?? []), link]);
  let wrong = 0;
  for (const [pair, types] of byPair) {
    const { kbaManufacturer, tradeName } = types[0]!;
    const makes = KBA_MANUFACTURERS[kbaManufacturer] ?? [];
    const names = tradeNames(tradeName);
    const fuels = spelledFuels(names, makes);
    const bmw = makes.includes('BMW') || makes.includes('Mini');
    const against = types.some((t) => (fuels !== null && !fuels.has(t.fuel)) || !fitsPlusMark(names, t.name) || !fitsVariant(names, t.name) || (bmw && spellsNoEngineLetter(names, t.name)))
      || namesPlainBesideSubBrand(names.map(withoutBody), types, tradeName.length >= 25);
    if (!against) continue;
    if (wrong++ < 3) note(`KBA ${pair} "${tradeName}" is placed as its own type on ${types.map((t) => `${t.name} (${t.fuel})`).join(', ')}`);
  }
  return wrong;
}

/** The count in the report's line. */
export const kbaVariantsLine = (r: KbaVariantCounts): string => `register pair naming several variants placed on one of them ${r.kbaPairOnOneOfSeveralVariants}, generation pair answered with its one type ${r.kbaGenerationPairOnLoneType}, pair lacking a variant offered a choice its years cut ${r.kbaLackingVariantOnCutChoice}, KBA own-type pair against its register name's variant ${r.kbaOwnTypeAgainstVariantMarks}, ${kbaTakenOverLine(r)}, ${kbaKeyOrderLine(r)}`;
