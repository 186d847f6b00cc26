/**
 * Category pages that moved: the demo catalogue once split kinds made per axle into front- and
 * rear-axle leaves ("Bremsbeläge Vorderachse"), which the sitemap listed. The trade lists front and
 * rear as the fitting position of one category, so such a page answers 301 to its kind's category
 * with the fitting-position filter chosen, and no old link breaks. The ids stay reserved in the
 * seed (seed/categories.ts, retiredAxleLeaves), which a test holds this table to.
 */
export type FittingPosition = 'front' | 'rear';

export interface MovedCategory { categoryId: number; filter: { key: 'fitting_position'; value: FittingPosition } }

/** [kind's category, its former front-axle leaf, its former rear-axle leaf]. */
const AXLE_LEAVES: readonly (readonly [number, number, number])[] = [
  [1010, 1011, 1012], [1013, 1014, 1015], [1023, 1024, 1025], [1028, 1029, 1030], [1032, 1033, 1034],
  [1035, 1036, 1037], [1040, 1041, 1042], [1043, 1044, 1045], [1046, 1047, 1048], [1050, 1051, 1052],
  [1054, 1055, 1056], [1058, 1059, 1060], [1061, 1062, 1063], [1064, 1065, 1066], [1067, 1068, 1069],
  [1070, 1071, 1072], [1073, 1074, 1075], [1077, 1078, 1079], [1080, 1081, 1082], [1165, 1166, 1167],
  [1168, 1169, 1170], [1171, 1172, 1173], [1190, 1191, 1192], [1210, 1211, 1212], [1214, 1215, 1216],
];

const MOVED = new Map<number, MovedCategory>(AXLE_LEAVES.flatMap(([categoryId, front, rear]) => [
  [front, { categoryId, filter: { key: 'fitting_position', value: 'front' } }] as const,
  [rear, { categoryId, filter: { key: 'fitting_position', value: 'rear' } }] as const,
]));

/** Where a category id's page moved, or undefined when it did not. */
export function movedCategory(categoryId: number): MovedCategory | undefined {
  return MOVED.get(categoryId);
}

/** Every moved id, for the test that holds the table to the seed. */
export function movedCategoryIds(): number[] {
  return [...MOVED.keys()];
}
