/**
 * Seed step: the articles' photos. Each part type gets a drawn rendering (a brake disc looks like a
 * disc, a filter like a filter) in a few finishes, served through the same pipeline as a shop's
 * photo; the articles of one leaf share its few files, so seeding stays quick at any catalogue size.
 */
import { sql } from 'kysely';
import type { Db } from '../connection';
import { keepDrawnPhoto } from '../../photos/files';
import { VARIANTS } from '../../photos/drawn/renderings';

/** Part types by the German leaf title, first match wins; the root's icon decides the rest. */
const KIND_BY_TITLE: [RegExp, string][] = [
  [/^Bremsscheibe/, 'disc'], [/^Bremstrommel|Zweimassenschwungrad|Kupplungsscheibe|Kupplungsdruckplatte|Kupplungssatz|Riemenscheibe/, 'drum'],
  [/Bremsbeläge|Bremsbacken/, 'pad'], [/Bremssattel|bremszylinder|Kupplungs(geber|nehmer)zylinder/, 'caliper'],
  [/^(Ölfilter|Kraftstofffilter|Hydraulikfilter|Harnstofffilter)/, 'canfilter'], [/filter$/i, 'panelfilter'],
  [/kühler$|^Kühler$|kondensator$|^Verdampfer|^Wärmetauscher/, 'radiator'], [/^Dichtung/, 'gasket'], [/^Spannrolle|^Umlenkrolle|freilauf$|^Kolbenringe/, 'bearing'],
  [/Zündkerze|Glühkerze/, 'plug'], [/^Glühlampe|Xenon|LED-Lampe/, 'bulb'], [/scheinwerfer|leuchte$/i, 'headlamp'],
  [/Stoßdämpfer$|^Gasfeder|Motorhaubendämpfer|Sportfahrwerk/, 'shock'], [/feder\*?$|^Fahrwerksfeder/i, 'spring'],
  [/riemen$|kette$|^Zahnriemensatz|^Steuerkettensatz/i, 'belt'], [/[Bb]atterie/, 'battery'], [/^Scheibenwischer|^Wischerarm/, 'wiper'],
  [/schalldämpfer|^Katalysator|^Rußpartikel|^Abgasrohr/, 'muffler'], [/sensor|sonde|schalter|relais|^Tankgeber|messer$|ventil$/i, 'sensor'],
  [/gelenk|lenker$|stange$|^Spurstange/i, 'joint'], [/lager(satz)?$|^Radnabe|ring$/i, 'bearing'], [/dichtung$|Dichtring|schraube$/i, 'gasket'],
  [/schlauch$|rohr$|leitung$|seil$|kabel(satz)?$|^Flexrohr/i, 'hose'],
  [/pumpe$|^Lichtmaschine|^Anlasser|kompressor$|motor$|^Turbolader|^Kühlerlüfter|gebläse$|^Wasserpumpe|^Hupe|^Lenkgetriebe|^Standheizung|^Fensterheber$/i, 'unit'],
];
const KIND_BY_ICON: Record<string, string> = { oil: 'bottle', filter: 'panelfilter', spark: 'plug', light: 'headlamp' };

export function partKind(germanTitle: string, icon: string | null): string {
  const title = germanTitle.replace(/\*$/, '');
  for (const [pattern, kind] of KIND_BY_TITLE) if (pattern.test(title)) return kind;
  return KIND_BY_ICON[(icon ?? '').replace(/\.svg$/, '')] ?? 'box';
}

/** Every article gets the rendering of its leaf's part type, in the finish its id picks. */
export async function seedArticlePhotos(db: Db): Promise<number> {
  const leaves = await db.selectFrom('categories as c').innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', 1))
    .innerJoin('categories as r', 'r.id', 'c.top_parent_id')
    .select(['c.id', 't.title', 'r.image_filename as icon']).where('c.is_leaf', '=', 1).execute();
  const recipes = new Map<string, string>();
  for (const kind of new Set(leaves.map((leaf) => partKind(leaf.title, leaf.icon)))) {
    for (let variant = 0; variant < VARIANTS; variant++) recipes.set(`${kind}:${variant}`, await keepDrawnPhoto(db, `${kind}:${variant}`));
  }
  const rows = leaves.flatMap((leaf) => {
    const kind = partKind(leaf.title, leaf.icon);
    return Array.from({ length: VARIANTS }, (_, variant) => sql`(cast(${leaf.id} as integer), ${kind}, cast(${variant} as integer), ${recipes.get(`${kind}:${variant}`)!})`);
  });
  if (!rows.length) return 0;
  // The finish follows the article where its facts tell: a solid disc is drawn plain, a ventilated one
  // drilled or slotted; other parts take the finish their id picks.
  const variant = sql`case when m.kind = 'disc' then (case when a.criteria like ${'%"disc_type","value":"solid"%'} then 0 else 1 + a.id % 2 end) else a.id % ${sql.lit(VARIANTS)} end`;
  const inserted = await sql`insert into article_photos (article_id, shop_id, position, photo_id)
    with m(category_id, kind, variant, photo_id) as (values ${sql.join(rows)})
    select a.id, 0, 0, m.photo_id from articles a join m on m.category_id = a.category_id and m.variant = ${variant}`.execute(db);
  return Number(inserted.numAffectedRows ?? 0);
}
