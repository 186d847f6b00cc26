/**
 * The plausibility check's reading of a register pair that names a body (import/type-bodies.ts,
 * onStatedBody): "A6 AVANT" or "GLE 300 D 4MATIC COUPE" is the car of that body, so it is linked, as
 * the car or as the shopper's choice, only to types the base has in that body.
 */
import type { Db } from '../db/connection';
import { KBA_MANUFACTURERS, kbaSeriesName, namesItsBodies, namesOtherLine, onStatedBody, seriesFit, siblingBodies, spelledFuels, tradeNames, withoutBody, withoutSiblingBodies } from '../import';

export interface KbaBodyCounts {
  /** Register pairs whose trade name states a body, linked to a type of another body. */
  kbaPairOnOtherBody: number;
  /** Register pairs placed on a model line their trade name does not name: a "C4" key on the C4 X (import/series-names.ts, seriesFit). */
  kbaPairOnOtherModel: number;
  /** Register pairs naming a body answered with a type whose generation name gives one body's chassis code only ("A4 AVANT" on "A4 B9 (8W2)"). */
  kbaBodyPairOnOneBodyName: number;
  /** Register pairs naming no body answered with a type named for the body a sibling key of their maker number adds ("Q3 E-TRON" on the Q3 Sportback, import/type-bodies.ts). */
  kbaPairOnSiblingBody: number;
  /** Register pairs whose name is an electric car's ("COMBO-E LIFE") answered with another fuel, or naming a van or passenger line answered with the other line ("COMBO-E CARGO" on a Combo Life). */
  kbaElectricOrLinePairOnOtherType: number;
}

export async function checkKbaBodies(db: Db, note: (text: string) => void): Promise<KbaBodyCounts> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id').leftJoin('vehicle_type_facts as f', 'f.model_id', 'm.id')
    .select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 's.name as generation', 'm.name', 'f.body', 'f.chassis']).execute();
  const wrong = new Set<string>();
  const oneBodyName = new Set<string>();
  for (const link of links) {
    const names = tradeNames(link.tradeName);
    if (names.some((name) => withoutBody(name) !== name.trim().toUpperCase()) && !namesItsBodies(link.generation, link.chassis?.split(';') ?? [])) {
      if (!oneBodyName.has(`${link.hsn}/${link.tsn}`) && oneBodyName.size < 3) note(`KBA ${link.hsn}/${link.tsn} "${link.tradeName}" answers ${link.generation} ${link.name}, a name of one body's code though it is built as ${link.body ?? '?'} (${link.chassis ?? ''})`);
      oneBodyName.add(`${link.hsn}/${link.tsn}`);
    }
    if (onStatedBody(tradeNames(link.tradeName), link.generation, link)) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" is linked to ${link.generation} ${link.name}, built as ${link.body ?? 'no body the base states'}`);
    wrong.add(pair);
  }
  return { kbaPairOnOtherBody: wrong.size, kbaPairOnOtherModel: await pairsOnOtherModel(db, note), kbaBodyPairOnOneBodyName: oneBodyName.size, ...await pairsOnSiblingBodyOrOtherLine(db, note) };
}

/** A body-less name beside a sibling key's body is the other body's; an electric car's name is no other fuel's; a van's no passenger car's. */
async function pairsOnSiblingBodyOrOtherLine(db: Db, note: (text: string) => void): Promise<Pick<KbaBodyCounts, 'kbaPairOnSiblingBody' | 'kbaElectricOrLinePairOnOtherType'>> {
  const register = (await db.selectFrom('kba_register').select(['hsn', 'trade_name as tradeName']).execute());
  const siblings = siblingBodies(register);
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 'm.name', 'm.fuel']).execute();
  const onSibling = new Set<string>();
  const onOther = new Set<string>();
  for (const link of links) {
    const pair = `${link.hsn}/${link.tsn}`;
    const names = tradeNames(link.tradeName);
    if (withoutSiblingBodies([link], siblings(link.hsn, names)).length === 0) {
      if (!onSibling.has(pair) && onSibling.size < 3) note(`KBA ${pair} "${link.tradeName}" names no body and is answered with ${link.name}, the body a sibling key names`);
      onSibling.add(pair);
    }
    const fuels = spelledFuels(names, KBA_MANUFACTURERS[link.kbaManufacturer] ?? []);
    const electricOnly = fuels !== null && fuels.size === 1 && fuels.has('electric');
    if ((electricOnly && link.fuel !== 'electric') || namesOtherLine(names, link.name)) {
      if (!onOther.has(pair) && onOther.size < 3) note(`KBA ${pair} "${link.tradeName}" is answered with ${link.name} (${link.fuel})`);
      onOther.add(pair);
    }
  }
  return { kbaPairOnSiblingBody: onSibling.size, kbaElectricOrLinePairOnOtherType: onOther.size };
}

/** A pair names a model line: it is placed on one of that line's generations, never on a line whose name merely holds its own. */
async function pairsOnOtherModel(db: Db, note: (text: string) => void): Promise<number> {
  const series = await db.selectFrom('series').select(['id', 'name', 'series_family_id as family']).execute();
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 'r.kba_manufacturer as holder', 's.name as generation', 's.series_family_id as family']).distinct().execute();
  const wrong = new Set<string>();
  for (const link of links) {
    const pair = `${link.hsn}/${link.tsn}`;
    if (wrong.has(pair)) continue;
    const names = tradeNames(link.tradeName).map(withoutBody);
    const truncated = link.tradeName.length >= 25;
    const named = (KBA_MANUFACTURERS[link.holder] ?? []).some((make) => names.some((name, i) => series.some((s) => s.family === link.family
      && seriesFit(kbaSeriesName(make, name), s.name.replace(/\s*\([^)]*\)$/, ''), truncated && i === names.length - 1) > 0)));
    if (named) continue;
    if (wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" is placed on ${link.generation}, a model line its name does not name`);
    wrong.add(pair);
  }
  return wrong.size;
}

/** The count in the report's line. */
export const kbaBodiesLine = (r: KbaBodyCounts): string => `register pair naming a body placed on a type of another body ${r.kbaPairOnOtherBody}, register pair placed on a model line its name does not name ${r.kbaPairOnOtherModel}, register pair naming a body on a generation named by one body's code ${r.kbaBodyPairOnOneBodyName}, register pair naming no body on the body a sibling key names ${r.kbaPairOnSiblingBody}, electric or van-line register pair on another fuel or line ${r.kbaElectricOrLinePairOnOtherType}`;
