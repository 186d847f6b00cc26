/**
 * The parts trade's reading of wiper blades (data/wiper-sizes.ts): the blade length follows the
 * windscreen and the arm, so one generation and body takes one front pair whatever its engine, and a
 * top model with a tailgate (hatchback, estate, SUV, MPV) has its rear blade in the catalogue.
 */
import type { Db } from '../db/connection';
import { type CarFacts, kindFits } from './data/fitment-rules';
import { mpvWipersOf, wiperBodyOf } from './data/wiper-sizes';
import { bladeStemOfNumber, spellsBlade } from './data/champion-wipers';

export interface WiperCounts {
  /** Generations and bodies whose front wiper articles come in more than one length pair (a 208 II with four pairs by engine). */
  frontWipersAcrossSizes: number;
  /** Top-model types with a tailgate that have no rear wiper blade (a Golf VII, a Focus III, a Captur I). */
  topModelWithoutRearWiper: number;
  /** Champion blades of a family and length already another Champion article (AFL6545/B01 beside AFL6545/B69): one blade, one box (data/champion-wipers.ts). */
  championBladeTwice: number;
  /** Front wiper sets on an MPV shorter or longer than its tall windscreen's pair (a hatchback's 650/400 on a Scénic II: data/wiper-sizes.ts). */
  mpvWipersNotWindscreen: number;
}

type Model = { id: number; seriesId: number; name: string; car: CarFacts };

export async function checkWipers(db: Db, kindOfCategory: Map<number, string>, models: readonly Model[], topModels: readonly Model[], note: (text: string) => void): Promise<WiperCounts> {
  const categories = [...kindOfCategory].filter(([, title]) => title === 'Scheibenwischer').map(([id]) => id);
  const rows = await db.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').select(['f.model_id', 'a.id', 'a.criteria'])
    .where('a.category_id', 'in', categories.length ? categories : [0]).execute();
  const modelOf = new Map(models.map((m) => [m.id, m]));
  const pairsOf = new Map<string, Set<string>>();
  const withRear = new Set<number>();
  const mpvWrong = new Set<number>();
  for (const row of rows) {
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const value = (key: string) => criteria.find((c) => c.key === key)?.value;
    if (value('fitting_position') === 'rear') withRear.add(row.model_id);
    const model = modelOf.get(row.model_id);
    if (value('fitting_position') !== 'front' || !model) continue;
    const body = wiperBodyOf(model.seriesId, model.name);
    const mpv = mpvWipersOf(model.car.generation);
    const pair = `${value('length')}/${value('length_passenger') ?? value('length')}`;
    if (mpv && pair !== mpv.join('/') && !mpvWrong.has(row.id)) {
      if (mpvWrong.size < 3) note(`front wipers ${row.id} of ${pair} fit ${model.car.generation} ${model.name}, whose windscreen takes ${mpv.join('/')}`);
      mpvWrong.add(row.id);
    }
    pairsOf.set(body, (pairsOf.get(body) ?? new Set()).add(`${value('length')}/${value('length_passenger') ?? value('length')}`));
  }
  const counts: WiperCounts = { frontWipersAcrossSizes: 0, topModelWithoutRearWiper: 0, championBladeTwice: 0, mpvWipersNotWindscreen: mpvWrong.size };
  const champion = await db.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.article_number'])
    .where('b.name', '=', 'Champion').where('a.category_id', 'in', categories.length ? categories : [0]).execute();
  const stems = new Set<string>();
  for (const { article_number: number } of champion) {
    if (!spellsBlade(number)) continue;
    const stem = bladeStemOfNumber(number);
    if (stems.has(stem) && counts.championBladeTwice++ < 3) note(`Champion blade ${number} is the ${stem} Champion has listed already`);
    stems.add(stem);
  }
  for (const [body, pairs] of pairsOf) {
    if (pairs.size < 2) continue;
    if (counts.frontWipersAcrossSizes++ < 3) note(`series/body ${body} has front wipers of ${[...pairs].join(', ')}`);
  }
  for (const model of topModels) {
    if (withRear.has(model.id) || !kindFits('Scheibenwischer', model.car, 'rear')) continue;
    if (counts.topModelWithoutRearWiper++ < 3) note(`top model ${model.id} (${model.car.generation} ${model.name}) has no rear wiper blade`);
  }
  return counts;
}

/** The counts in the report's line. */
export function wipersLine(r: WiperCounts): string {
  return `generation and body with front wipers of several sizes ${r.frontWipersAcrossSizes}, top model with a tailgate without a rear wiper ${r.topModelWithoutRearWiper}, Champion blade of a size listed already ${r.championBladeTwice}, MPV's front wipers not its windscreen's ${r.mpvWipersNotWindscreen}`;
}
