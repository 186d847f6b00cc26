/**
 * The demo's product pictures: no photo can be downloaded here, so each article is drawn from its
 * own criteria as a parts catalogue's technical drawing (a disc's diameter and holes to scale, a
 * battery's case and terminals, a bulb's base) and goes through the same pipeline as a shop's photo.
 * A recipe is "kind:criteria"; two articles with different criteria get different pictures, and
 * articles with the same criteria share one set of files.
 */
import { createHash } from 'node:crypto';
import { disc, pad } from './brakes';
import { type Criteria, axlePictogram, caption, criteriaOf, gasketPictogram, technicalDefs } from './drafting';
import { battery, bulb, coil } from './electrics';
import { bottle, canFilter, panelFilter, shock, wiper } from './service';
import { FINISHES, STUDIO_KINDS, studioDrawing } from './studio';

export const DRAWN_SIZE = 800;

export interface DrawnCriterion { key: string; value: string; unit?: string }

interface Technical {
  /** The criteria without which the drawing would be a guess: the studio drawing is shown instead. */
  needs: string[];
  draw: (criteria: Criteria) => string;
}

const TECHNICAL: Record<string, Technical> = {
  disc: { needs: ['diameter'], draw: disc },
  pad: { needs: ['width', 'height'], draw: pad },
  battery: { needs: ['capacity'], draw: battery },
  bulb: { needs: ['lamp_type'], draw: bulb },
  // An ignition coil shares the spark plug's kind; its type makes it a coil, never a plug.
  plug: { needs: ['coil_type'], draw: coil },
  bottle: { needs: ['volume'], draw: bottle },
  wiper: { needs: ['length', 'blade_type'], draw: wiper },
  shock: { needs: ['shock_type'], draw: shock },
  // A spin-on can, an in-line fuel filter or an insert (canFilter tells them apart by thread and bore).
  canfilter: { needs: ['height', 'outer_diameter'], draw: canFilter },
  panelfilter: { needs: ['length', 'width', 'height'], draw: panelFilter },
};

export const KINDS = STUDIO_KINDS;

/**
 * The recipe of an article's picture: its drawing kind and its criteria as the article stores them
 * (the seed passes the stored JSON itself, so a million articles cost no second serialisation).
 */
export function recipeOf(kind: string, criteria: readonly DrawnCriterion[] | string | null): string {
  return `${kind}:${typeof criteria === 'string' ? criteria : JSON.stringify(criteria ?? [])}`;
}

/**
 * The edition of the drawings: a picture is named by its recipe and this, so naming a million
 * articles' pictures draws none of them. Changing how anything is drawn changes the pinned
 * drawings in renderings.test.ts, which then asks for the next edition (new names, so no cache
 * keeps an old picture).
 */
export const DRAWINGS_EDITION = 'd7';

function parse(recipe: string): { kind: string; criteria: DrawnCriterion[]; finish: number | null } {
  const colon = recipe.indexOf(':');
  const kind = colon < 0 ? recipe : recipe.slice(0, colon);
  const rest = colon < 0 ? '' : recipe.slice(colon + 1);
  // A recipe of the earlier "kind:finish" form (a database seeded before): the kind in that finish.
  if (/^\d+$/.test(rest)) return { kind, criteria: [], finish: Number(rest) };
  try {
    const list = JSON.parse(rest) as unknown;
    if (!Array.isArray(list)) return { kind, criteria: [], finish: null };
    const criteria = (list as unknown[]).filter((item): item is DrawnCriterion => typeof item === 'object' && item !== null
      && typeof (item as DrawnCriterion).key === 'string' && typeof (item as DrawnCriterion).value === 'string');
    return { kind, criteria, finish: null };
  } catch {
    return { kind, criteria: [], finish: null };
  }
}

/** A part's material or surface shows in its finish: aluminium is lighter than steel, chrome than black. */
const FINISH_OF_WORD: Record<string, number> = { steel: 0, aluminium: 2, cast_iron: 1, stainless_steel: 2, primed: 0, black: 1, chrome: 2, plastic: 1, rubber: 1 };

/** What the studio drawing of a part without a technical drawing shows beside it: its measures and codes. */
function fallback(kind: string, criteria: DrawnCriterion[], finish: number | null): string {
  const c = criteriaOf(criteria);
  const hash = createHash('sha1').update(JSON.stringify(criteria)).digest();
  const look = FINISH_OF_WORD[c.get('material') ?? ''] ?? FINISH_OF_WORD[c.get('surface') ?? ''];
  const drawing = studioDrawing(kind, finish ?? look ?? hash[0]! % FINISHES);
  // A left-hand part is the mirror image of the right-hand one.
  const placed = c.get('fitting_side') === 'left' ? `<g transform="translate(800 0) scale(-1 1)">${drawing}</g>` : drawing;
  const figures = criteria.filter((item) => /\d/.test(item.value)).map((item) => `${item.value}${item.unit ? ` ${item.unit}` : ''}`);
  return placed + caption(figures) + axlePictogram(c.get('fitting_position')) + gasketPictogram(c.get('with_gasket'));
}

/** The SVG of a recipe (an unknown kind draws the parcel a part comes in). */
export function drawRendering(recipe: string): string {
  const { kind, criteria, finish } = parse(recipe);
  const technical = TECHNICAL[kind];
  const byKey = new Set(criteria.map((c) => c.key));
  const body = technical && technical.needs.every((key) => byKey.has(key))
    ? technicalDefs() + technical.draw(criteriaOf(criteria))
    : fallback(kind, criteria, finish);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWN_SIZE}" height="${DRAWN_SIZE}" viewBox="0 0 800 800"><rect width="800" height="800" fill="#ffffff"/>${body}</svg>`;
}
