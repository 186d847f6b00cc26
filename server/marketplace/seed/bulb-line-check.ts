/**
 * The trade's reading of headlamp bulbs (data/bulb-lines.ts): a maker sells each base in its lines and
 * packs, and numbers each once. Two bulbs of one maker with the same label (an Osram "H7 55 W 12 V" at
 * 3.89 and another at 24.89 euros) are one product under two numbers, and the buyer cannot tell them apart.
 * A xenon burner is sold the same way. Where a maker's number names the base (Osram's 66240 is a D2S, its
 * 64210 an H7; Philips' 85122 a D2S; Hella's 8GS 007 949-251 a D2S), a number that names another base, or
 * another line or pack than the lamp states, is one the counter would not order from. Signal bulbs are sold the
 * same way (Osram's P21/5W is 7528, its blister of two 7528-02B), and Bosch and Hella number each bulb in their lists:
 * a bulb of those four makers whose number is not its base's, line's and pack's, or a second bulb of one maker for
 * one base, line and pack, is an invented number.
 */
import type { Db } from '../db/connection';
import { BULB_LINE_KIND, SIGNAL_KIND, XENON_KIND, bulbLineOf, lampNumber, lampNumberAgainstType } from './data/bulb-lines';

/** The bulb makers whose numbers data/bulb-lines.ts spells: each of their bulbs carries the number of its base, line and pack. */
const LISTED_MAKERS = new Set(['Osram', 'Philips', 'Bosch', 'Hella']);

export interface BulbLineCounts {
  /** Headlamp bulbs of one brand that state the same criteria as an earlier one of that brand. */
  bulbSameLabelOfOneBrand: number;
  /** Xenon burners whose number names another burner type (an Osram 66750 sold as a D2S, a Hella D burner numbered 8GH) or another line or pack. */
  xenonNumberNotItsBurner: number;
  /** Halogen headlamp bulbs whose number names another base (an Osram 64193, an H4, sold as an H7) or another line or pack. */
  halogenNumberNotItsBase: number;
  /** Headlamp, signal and xenon bulbs of a listed maker whose number is not the one the maker prints for its base, line and pack (an Osram 7134 as a P21/5W, a Bosch H7 with a range number). */
  bulbNumberNotItsBrands: number;
  /** Bulbs of one maker after the first for one base, line and pack (fourteen Osram P21/5W bulbs stating the same). */
  bulbSeveralOfOneLine: number;
}

export async function checkBulbLines(db: Db, kindOfCategory: ReadonlyMap<number, string>, note: (text: string) => void): Promise<BulbLineCounts> {
  const counts: BulbLineCounts = { bulbSameLabelOfOneBrand: 0, xenonNumberNotItsBurner: 0, halogenNumberNotItsBase: 0, bulbNumberNotItsBrands: 0, bulbSeveralOfOneLine: 0 };
  const categories = [...kindOfCategory].filter(([, kind]) => kind === BULB_LINE_KIND || kind === XENON_KIND || kind === SIGNAL_KIND).map(([id]) => id);
  if (!categories.length) return counts;
  const rows = await db.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.article_number', 'a.criteria', 'a.category_id', 'b.name as brand']).where('a.category_id', 'in', categories).orderBy('a.id').execute();
  const first = new Map<string, string>();
  const lines = new Map<string, string>();
  for (const row of rows) {
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const base = criteria.find((c) => c.key === 'lamp_type')?.value ?? '';
    const stated = bulbLineOf(criteria);
    if (LISTED_MAKERS.has(row.brand)) {
      const own = stated ? lampNumber(row.brand, base, stated.line, stated.pack) : undefined;
      if (own !== row.article_number && counts.bulbNumberNotItsBrands++ < 2) note(`${row.brand} bulb ${row.id} (${row.article_number}) states ${criteria.map((c) => c.value).join(' ')}: its number is ${own ?? 'none (not offered)'}`);
    }
    const line = `${kindOfCategory.get(row.category_id)}|${row.brand}|${base}|${stated?.line ?? ''}|${stated?.pack ?? ''}`;
    const before = lines.get(line);
    if (before === undefined) lines.set(line, row.article_number);
    else if (counts.bulbSeveralOfOneLine++ < 2) note(`${row.brand} bulb ${row.id} (${row.article_number}) is ${line.split('|').slice(2).join(' ')} as ${before} is`);
    if (kindOfCategory.get(row.category_id) === SIGNAL_KIND) continue;
    if (lampNumberAgainstType(row.brand, row.article_number, criteria)) {
      const xenon = /^D/.test(criteria.find((c) => c.key === 'lamp_type')?.value ?? '');
      const n = xenon ? counts.xenonNumberNotItsBurner++ : counts.halogenNumberNotItsBase++;
      if (n < 2) note(`${row.brand} ${xenon ? 'xenon burner' : 'headlamp bulb'} ${row.id} (${row.article_number}) states ${criteria.map((c) => c.value).join(' ')}: not its number`);
    }
    const label = `${kindOfCategory.get(row.category_id)}|${row.brand}|${criteria.map((c) => `${c.key}=${c.value}`).sort().join(',')}`;
    const earlier = first.get(label);
    if (earlier === undefined) {
      first.set(label, row.article_number);
      continue;
    }
    if (counts.bulbSameLabelOfOneBrand++ < 3) note(`${row.brand} headlamp bulb ${row.id} (${row.article_number}) states the same as ${earlier}: ${criteria.map((c) => c.value).join(' ')}`);
  }
  return counts;
}

/** The counts in the report's line. */
export const bulbLinesLine = (r: BulbLineCounts): string => `headlamp bulb of one brand with another's label ${r.bulbSameLabelOfOneBrand}, xenon number not its burner type ${r.xenonNumberNotItsBurner}, halogen bulb number not its base ${r.halogenNumberNotItsBase}, bulb number not its brand's for its base/line/pack ${r.bulbNumberNotItsBrands}, several bulbs of one brand for one base/line/pack ${r.bulbSeveralOfOneLine}`;
