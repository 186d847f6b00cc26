/**
 * Seed step for commerce: which categories go together (cross-selling signal) and the feature
 * flags with the dap-10092-mbe experiment. The organisation rating and reviews (some with empty
 * comments, which the review endpoint filters out) are seeded with the shops.
 */
import type { FlagDefinition } from '../../flags/assignment';
import { statement } from '../../catalogue/statements';
import type { Database } from '../connection';
import { EXPERIMENT_MBE } from '../../../../contract/flags';

/** [from, to, weight] by German category title: parts bought together for the same job. */
const COMPLEMENTS: [string, string, number][] = [
  ['Bremsscheiben', 'Bremsbeläge', 10], ['Bremsscheiben', 'Verschleißanzeige Bremsbeläge', 6], ['Bremsscheiben', 'Zubehörsatz Bremsbeläge', 4],
  ['Bremsbeläge', 'Bremsscheiben', 10], ['Bremsbeläge', 'Verschleißanzeige Bremsbeläge', 8], ['Bremsbeläge', 'Zubehörsatz Bremsbeläge', 5],
  ['Verschleißanzeige Bremsbeläge', 'Bremsbeläge', 10],
  ['Ölfilter', 'Motoröl', 10], ['Ölfilter', 'Luftfilter', 7], ['Ölfilter', 'Innenraumfilter', 5], ['Ölfilter', 'Kraftstofffilter', 4],
  ['Motoröl', 'Ölfilter', 10], ['Motoröl', 'Luftfilter', 4],
  ['Luftfilter', 'Ölfilter', 8], ['Luftfilter', 'Innenraumfilter', 7], ['Luftfilter', 'Kraftstofffilter', 4],
  ['Innenraumfilter', 'Luftfilter', 8], ['Innenraumfilter', 'Ölfilter', 5],
  ['Kraftstofffilter', 'Ölfilter', 6], ['Kraftstofffilter', 'Luftfilter', 6],
  ['Stoßdämpfer', 'Federbeinstützlager', 9], ['Stoßdämpfer', 'Schraubenfeder', 8], ['Stoßdämpfer', 'Staubschutzsatz Stoßdämpfer', 7],
  ['Zündkerzen', 'Zündspule', 8], ['Zündkerzen', 'Luftfilter', 4],
  ['Zahnriemen', 'Wasserpumpe', 10], ['Zahnriemen', 'Spannrolle Zahnriemen', 9],
  ['Kupplungssatz', 'Zweimassenschwungrad', 8], ['Kupplungssatz', 'Ausrücklager', 7],
  ['Starterbatterie', 'Batterieladegerät', 5],
  ['Bremsscheiben', 'Bremsbeläge Vorderachse', 9], ['Bremsscheiben', 'Bremsbeläge Hinterachse', 8], ['Bremsscheiben', 'Bremsflüssigkeit', 3],
  ['Bremsbeläge', 'Bremsflüssigkeit', 3], ['Stoßdämpfer', 'Fahrwerksfeder', 8], ['Stoßdämpfer', 'Federbeinstützlager Vorderachse', 7],
  ['Zahnriemensatz', 'Wasserpumpe', 9], ['Kupplungssatz', 'Kupplungsnehmerzylinder', 5],
];

/** The seed's flags, written on the seed's own (synchronous) connection; the marketplace reads them through flags/repository. */
function upsertFlag(db: Database, flag: FlagDefinition & { description: string }): void {
  db.prepare(`INSERT INTO feature_flags (key, description, enabled, rollout_percent, countries, variations) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET description = excluded.description, enabled = excluded.enabled, rollout_percent = excluded.rollout_percent,
       countries = excluded.countries, variations = excluded.variations`)
    .run(flag.key, flag.description, flag.enabled ? 1 : 0, flag.rolloutPercent, flag.countries?.join(',') ?? null, flag.variations.length ? flag.variations.join(',') : null);
}

/** Pairs categories by their German titles; unknown titles are skipped. */
function addComplement(db: Database, fromTitle: string, toTitle: string, weight: number): void {
  statement(
    db,
    `INSERT OR IGNORE INTO category_complements (category_id, complement_id, weight)
     SELECT f.category_id, t.category_id, ? FROM category_texts f, category_texts t
      WHERE f.lang_no = 1 AND t.lang_no = 1 AND f.title = ? AND t.title = ? AND f.category_id <> t.category_id`,
  ).run(weight, fromTitle, toTitle);
}

export function seedCommerce(db: Database, _rng: () => number): void {
  for (const [from, to, weight] of COMPLEMENTS) addComplement(db, from, to, weight);
  upsertFlag(db, {
    key: EXPERIMENT_MBE,
    description: 'A/B test: multi-buy explanation on the cart page (control vs. mbe)',
    enabled: true,
    rolloutPercent: 50,
    countries: null,
    variations: ['control', 'mbe'],
  });
  upsertFlag(db, { key: 'cart-optimiser', description: 'Cart page proposes cheaper shop combinations', enabled: true, rolloutPercent: 100, countries: null, variations: [] });
  upsertFlag(db, { key: 'cross-selling', description: 'Suggestions after adding to the cart', enabled: true, rolloutPercent: 100, countries: null, variations: [] });
  upsertFlag(db, { key: 'licence-plate-search', description: 'Vehicle lookup by French licence plate', enabled: true, rolloutPercent: 100, countries: ['FR'], variations: [] });
}
