/**
 * The plausibility counts of names and numbers: a KBA pair on a type its register trade name rules
 * out (another fuel, a Mercedes type number the type does not carry, another body, another stated power), an OE cross
 * number not printed the way its make prints its own, and a listed type named for one engine but
 * entered as another (two "Ateca TDI 110 kW", one a petrol).
 */
import type { Db } from '../db/connection';
import { DIESEL_FUELS, fitsBmwDesignation, fitsTradeName, holderNameSince, KBA_MANUFACTURERS, namesBodyLineNotGeneration, otherLineNamed, spelledFuels, spellsAllWheelDrive, spellsOtherEngine, tradeNames } from '../import';
import { oeNumberFits } from './data/oe-number-formats';

export interface NamesAndNumbersReport {
  kbaLinkAgainstTradeName: number;
  /** KBA pairs linked to a BMW or Mini type of another number, engine letter, drive, version or body than the trade name's ("535D XDRIVE" on a 530d, "320D EFFICIENT DYNAMICS" on a 320d, "COOPER SD" on a Cooper). */
  kbaPairAgainstBmwDesignation: number;
  /** KBA pairs whose trade name spells all-wheel drive ("520D XDRIVE", "A 250 4MATIC") linked to a type not marked so. */
  kbaAllWheelKeyOnOtherDrive: number;
  /** KBA pairs naming a body sold as a line of its own ("GOLF SPORTSVAN") linked to a generation of another name. */
  kbaPairOnBodyLineNotNamed: number;
  /** KBA pairs of a holder name that came later (Stellantis) linked to a type that ended before it. */
  kbaPairBeforeHolderName: number;
  oeNumberNotMakeFormat: number;
  typeNamedAgainstFuel: number;
  /** Types whose name begins with another model line of their make (a V60 named "V40 B4 FWD"). */
  typeNamedForAnotherLine: number;
}

export async function checkNamesAndNumbers(db: Db, note: (text: string) => void): Promise<NamesAndNumbersReport> {
  let kbaLinkAgainstTradeName = 0;
  const againstDesignation = new Set<string>();
  const allWheelOnOther = new Set<string>();
  const bodyLineNotNamed = new Set<string>();
  const beforeHolder = new Set<string>();
  const links = await db.selectFrom('kba as k')
    .innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer', 'r.trade_name', 'm.name', 'm.fuel', 'm.kw', 'm.production_year_end', 's.name as generation']).execute();
  for (const link of links) {
    const makes = KBA_MANUFACTURERS[link.kba_manufacturer] ?? [];
    const pair = `${link.hsn}/${link.tsn}`;
    const names = tradeNames(link.trade_name);
    if (names.some(spellsAllWheelDrive) && !spellsAllWheelDrive(link.name)) allWheelOnOther.add(pair);
    if (namesBodyLineNotGeneration(names, link.generation)) bodyLineNotNamed.add(pair);
    const since = holderNameSince(link.kba_manufacturer);
    if (since !== null && link.production_year_end !== null && link.production_year_end < since) {
      beforeHolder.add(pair);
      note(`KBA ${pair} of ${link.kba_manufacturer} is linked to ${link.generation} ${link.name}, ended before the holder name's ${since}`);
    }
    if ((makes.includes('BMW') || makes.includes('Mini')) && !fitsBmwDesignation(tradeNames(link.trade_name), link.name)) againstDesignation.add(`${link.hsn}/${link.tsn}`);
    if (fitsTradeName(KBA_MANUFACTURERS[link.kba_manufacturer] ?? [], tradeNames(link.trade_name))(link.generation, link)) continue;
    kbaLinkAgainstTradeName++;
    note(`KBA ${link.hsn}/${link.tsn} "${link.trade_name}" is linked to ${link.generation} ${link.name} (${link.fuel}, ${link.kw} kW)`);
  }

  let oeNumberNotMakeFormat = 0;
  const oes = await db.selectFrom('oe_numbers as o').innerJoin('manufacturers as m', 'm.id', 'o.manufacturer_id').select(['o.oe_number', 'm.name']).execute();
  for (const oe of oes) {
    if (oeNumberFits(oe.name, oe.oe_number)) continue;
    oeNumberNotMakeFormat++;
    if (oeNumberNotMakeFormat <= 3) note(`OE number ${oe.oe_number} is not printed the way ${oe.name} prints its numbers`);
  }

  // No type named for a diesel entered as a petrol, or the other way round.
  let typeNamedAgainstFuel = 0;
  const models = await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select(['m.id', 'm.series_id', 'm.name', 'm.kw', 'm.fuel', 's.name as generation']).execute();
  const fuelsOf = new Map<string, Set<string>>();
  for (const m of models) {
    const key = `${m.series_id}|${m.name}|${m.kw}`;
    fuelsOf.set(key, (fuelsOf.get(key) ?? new Set()).add(m.fuel));
    if (!spellsOtherEngine(m.name, m.fuel)) continue;
    typeNamedAgainstFuel++;
    note(`model ${m.id} (${m.generation} ${m.name}) is entered as ${m.fuel}`);
  }
  // Two types of one name and power, a diesel and a petrol, whose name spells the engine: one of them is mislabelled.
  // (A "Combo Life L2" of 96 kW was built as a petrol and a diesel; its name spells neither.)
  for (const [key, fuels] of fuelsOf) {
    const name = key.split('|')[1]!;
    if (spelledFuels([name]) === null || new Set([...fuels].map((fuel) => DIESEL_FUELS.includes(fuel))).size < 2) continue;
    typeNamedAgainstFuel++;
    note(`types ${key} are entered with the fuels ${[...fuels].join(', ')}`);
  }
  let typeNamedForAnotherLine = 0;
  const named = await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('series_families as f', 'f.id', 's.series_family_id')
    .select(['m.id', 'm.name', 'f.name as family']).execute();
  for (const m of named) {
    const other = otherLineNamed(m.family, m.name);
    if (other === null) continue;
    typeNamedForAnotherLine++;
    note(`model ${m.id} of the ${m.family} is named "${m.name}", after the ${other}`);
  }
  return {
    typeNamedForAnotherLine, kbaLinkAgainstTradeName, kbaPairAgainstBmwDesignation: againstDesignation.size,
    kbaAllWheelKeyOnOtherDrive: allWheelOnOther.size, kbaPairOnBodyLineNotNamed: bodyLineNotNamed.size, kbaPairBeforeHolderName: beforeHolder.size,
    oeNumberNotMakeFormat, typeNamedAgainstFuel };
}
