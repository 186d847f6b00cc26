/**
 * Seed step for commerce: which categories go together (cross-selling signal) and the feature
 * flags with the dap-10092-mbe experiment. The organisation rating and reviews (some with empty
 * comments, which the review endpoint filters out) are seeded with the shops.
 */
import type { Db } from '../db/connection';
import { EXPERIMENT_MBE } from '../../../contract/flags';

/** [from, to, weight] by German category title: parts bought together for the same job. */
const COMPLEMENTS: [string, string, number][] = [
  ['Bremsscheiben', 'Bremsbeläge', 10], ['Bremsscheiben', 'Verschleißanzeige Bremsbeläge', 6], ['Bremsscheiben', 'Zubehörsatz Bremsbeläge', 4],
  ['Bremsbeläge', 'Bremsscheiben', 10], ['Bremsbeläge', 'Verschleißanzeige Bremsbeläge', 8], ['Bremsbeläge', 'Zubehörsatz Bremsbeläge', 5],
  ['Verschleißanzeige Bremsbeläge', 'Bremsbeläge', 10],
  ['Ölfilter', 'Motoröl', 10], ['Ölfilter', 'Luftfilter', 7], ['Ölfilter', 'Pollenfilter', 5], ['Ölfilter', 'Kraftstofffilter', 4],
  ['Motoröl', 'Ölfilter', 10], ['Motoröl', 'Luftfilter', 4],
  ['Luftfilter', 'Ölfilter', 8], ['Luftfilter', 'Pollenfilter', 7], ['Luftfilter', 'Kraftstofffilter', 4],
  ['Pollenfilter', 'Luftfilter', 8], ['Pollenfilter', 'Ölfilter', 5],
  ['Kraftstofffilter', 'Ölfilter', 6], ['Kraftstofffilter', 'Luftfilter', 6],
  ['Stoßdämpfer', 'Federbeinstützlager', 9], ['Stoßdämpfer', 'Schraubenfeder', 8], ['Stoßdämpfer', 'Staubschutzsatz Stoßdämpfer', 7],
  ['Zündkerzen', 'Zündspule', 8], ['Zündkerzen', 'Luftfilter', 4],
  ['Zahnriemen', 'Wasserpumpe', 10], ['Zahnriemen', 'Spannrolle Zahnriemen', 9],
  ['Kupplungssatz', 'Zweimassenschwungrad', 8], ['Kupplungssatz', 'Ausrücklager', 7],
  ['Starterbatterie', 'Batterieladegerät', 5],
  ['Bremsscheiben', 'Bremsflüssigkeit', 3],
  ['Bremsbeläge', 'Bremsflüssigkeit', 3], ['Stoßdämpfer', 'Fahrwerksfeder', 8],
  ['Zahnriemensatz', 'Wasserpumpe', 9], ['Kupplungssatz', 'Kupplungsnehmerzylinder', 5],
];

interface SeedFlag { key: string; description: string; rolloutPercent: number; countries: string[] | null; variations: string[] }

const FLAGS: SeedFlag[] = [
  { key: EXPERIMENT_MBE, description: 'A/B test: multi-buy explanation on the cart page (control vs. mbe)', rolloutPercent: 50, countries: null, variations: ['control', 'mbe'] },
  { key: 'cart-optimiser', description: 'Cart page proposes cheaper shop combinations', rolloutPercent: 100, countries: null, variations: [] },
  { key: 'cross-selling', description: 'Suggestions after adding to the cart', rolloutPercent: 100, countries: null, variations: [] },
  { key: 'licence-plate-search', description: 'Vehicle lookup by French licence plate', rolloutPercent: 100, countries: ['FR'], variations: [] },
];

export async function seedCommerce(db: Db, _rng: () => number): Promise<void> {
  // Complements are named by German title; a pair whose titles the tree lacks is left out.
  const ids = new Map<string, number[]>();
  const titles = await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).orderBy('category_id').execute();
  for (const row of titles) ids.set(row.title, [...(ids.get(row.title) ?? []), row.category_id]);
  const complements = COMPLEMENTS.flatMap(([from, to, weight]) =>
    (ids.get(from) ?? []).flatMap((categoryId) => (ids.get(to) ?? []).filter((complementId) => complementId !== categoryId)
      .map((complementId) => ({ category_id: categoryId, complement_id: complementId, weight }))));
  if (complements.length) await db.insertInto('category_complements').values(complements).onConflict((oc) => oc.doNothing()).execute();
  // Lists are stored comma-separated, as the flags repository reads them.
  await db.insertInto('feature_flags')
    .values(FLAGS.map((flag) => ({
      key: flag.key, description: flag.description, enabled: 1, rollout_percent: flag.rolloutPercent,
      countries: flag.countries?.join(',') ?? null, variations: flag.variations.length ? flag.variations.join(',') : null,
    })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
