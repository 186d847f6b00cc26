/**
 * The demo's product renderings: each part type is drawn as what it is (a brake disc as a disc, a
 * filter as a filter). That a drawing passes a shop photo's pipeline (encoding takes seconds) is
 * test/integration/photo-pipeline.test.ts.
 */
import { drawingOf } from '../../db/seed/photos';
import { PART_TYPES } from '../../db/seed/data/part-types';
import { CATEGORY_TREE } from '../../db/seed/data/categories';
import { KINDS, VARIANTS, drawRendering } from './renderings';
import { photoIdOf } from '../renditions';

test('every leaf of the tree has its part type: a drawing that exists and attributes of its own', () => {
  const kinds: Record<string, string> = {
    Bremsscheiben: 'disc', 'Bremsbeläge': 'pad', Bremssattel: 'caliper', Bremstrommel: 'drum', Ölfilter: 'canfilter', Luftfilter: 'panelfilter',
    Pollenfilter: 'panelfilter', Zündkerzen: 'plug', Glühkerzen: 'plug', Motoröl: 'bottle', Bremsflüssigkeit: 'bottle', 'Glühlampe Hauptscheinwerfer': 'bulb',
    Hauptscheinwerfer: 'headlamp', Stoßdämpfer: 'shock', Fahrwerksfeder: 'spring', Zahnriemen: 'belt', Starterbatterie: 'battery',
    Scheibenwischer: 'wiper', Endschalldämpfer: 'muffler', Lambdasonde: 'sensor', Querlenker: 'joint', Radlagersatz: 'bearing',
    Zylinderkopfdichtung: 'gasket', Bremsschlauch: 'hose', Wasserpumpe: 'unit', Lichtmaschine: 'unit',
  };
  for (const [partType, kind] of Object.entries(kinds)) expect([partType, drawingOf({ partType })]).toEqual([partType, kind]);
  const partTypes = CATEGORY_TREE.flatMap((root) => root.groups.flatMap((group) => group.leaves.map((leaf) => leaf.replace(/^\d+:/, '').split('|')[0]!.replace(/\*$/, ''))));
  expect(partTypes.filter((partType) => !PART_TYPES[partType])).toEqual([]);
  expect(Object.values(PART_TYPES).filter((type) => !KINDS.includes(type.drawing))).toEqual([]);
  // Most leaves find a drawing of their own; the parcel is the exception, not the rule.
  expect(partTypes.filter((partType) => drawingOf({ partType }) === 'box').length / partTypes.length).toBeLessThan(0.15);
});

test('every kind and finish is a drawing of its own', () => {
  const ids = new Set(KINDS.flatMap((kind) => Array.from({ length: VARIANTS }, (_, v) => photoIdOf(drawRendering(`${kind}:${v}`)))));
  expect(ids.size).toBe(KINDS.length * VARIANTS);
});
