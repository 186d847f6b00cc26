/**
 * The demo's product renderings: each part type is drawn as what it is (a brake disc as a disc, a
 * filter as a filter), and every drawing passes the same pipeline as a shop's photo: decoded, and
 * written as AVIF and WebP at the three widths.
 */
import sharp from 'sharp';
import { partKind } from '../../server/marketplace/db/seed/photos';
import { CATEGORY_TREE } from '../../server/marketplace/db/seed/data/categories';
import { KINDS, VARIANTS, drawRendering } from '../../server/marketplace/photos/drawn/renderings';
import { PHOTO_WIDTHS, makeRenditions, photoIdOf } from '../../server/marketplace/photos/renditions';

test('part types by their German leaf title', () => {
  const kinds: Record<string, string> = {
    Bremsscheiben: 'disc', 'Bremsbeläge*': 'pad', 'Bremssattel*': 'caliper', Bremstrommel: 'drum', Ölfilter: 'canfilter', Luftfilter: 'panelfilter',
    Pollenfilter: 'panelfilter', Zündkerzen: 'plug', Glühkerzen: 'plug', Motoröl: 'bottle', Bremsflüssigkeit: 'bottle', 'Glühlampe Hauptscheinwerfer': 'bulb',
    Hauptscheinwerfer: 'headlamp', Stoßdämpfer: 'shock', 'Fahrwerksfeder*': 'spring', Zahnriemen: 'belt', Starterbatterie: 'battery',
    'Scheibenwischer*': 'wiper', Endschalldämpfer: 'muffler', Lambdasonde: 'sensor', 'Querlenker*': 'joint', 'Radlagersatz*': 'bearing',
    Zylinderkopfdichtung: 'gasket', 'Bremsschlauch*': 'hose', Wasserpumpe: 'unit', Lichtmaschine: 'unit',
  };
  const icons = new Map(CATEGORY_TREE.flatMap((root) => root.groups.flatMap((group) => group.leaves.map((leaf) => [leaf.replace(/^\d+:/, '').split('|')[0]!, root.icon] as const))));
  for (const [title, kind] of Object.entries(kinds)) expect([title, partKind(title, `${icons.get(title) ?? 'box'}.svg`)]).toEqual([title, kind]);
  // Most leaves find a drawing of their own; the parcel is the exception, not the rule.
  const leaves = [...icons.entries()];
  const parcels = leaves.filter(([title, icon]) => partKind(title, `${icon}.svg`) === 'box');
  expect(parcels.length / leaves.length).toBeLessThan(0.25);
});

test('every kind and finish is a drawing of its own', () => {
  const ids = new Set(KINDS.flatMap((kind) => Array.from({ length: VARIANTS }, (_, v) => photoIdOf(drawRendering(`${kind}:${v}`)))));
  expect(ids.size).toBe(KINDS.length * VARIANTS);
});

test('a drawing goes through the pipeline: AVIF and WebP at 200, 400 and 800 px', async () => {
  const renditions = await makeRenditions(Buffer.from(drawRendering('disc:1')));
  expect(renditions).toMatchObject({ width: 800, height: 800, widths: [...PHOTO_WIDTHS] });
  for (const file of renditions.files) {
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([file.format, file.width]);
  }
  expect(renditions.files).toHaveLength(6);
}, 30_000);
