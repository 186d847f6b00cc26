/**
 * Words saying where a part sits, in the six editions' languages (and English): each names the
 * criterion the catalogue's articles carry for it. Front and rear are a fitting position, as the trade
 * lists them, not categories: a position filters the named kind's articles on that criterion (brake
 * pads, shock absorbers); where the kind's articles do not carry it, it is passed over.
 */
export interface Position { key: 'fitting_position' | 'fitting_side'; value: 'front' | 'rear' | 'left' | 'right' }

const FRONT: Position = { key: 'fitting_position', value: 'front' };
const REAR: Position = { key: 'fitting_position', value: 'rear' };
const LEFT: Position = { key: 'fitting_side', value: 'left' };
const RIGHT: Position = { key: 'fitting_side', value: 'right' };

/** Folded words (lower case, no accents). */
export const POSITION_WORDS: Record<string, Position> = {
  // German
  vorne: FRONT, vorn: FRONT, vorderachse: FRONT, vordere: FRONT, vorderer: FRONT,
  hinten: REAR, hinterachse: REAR, hintere: REAR, hinterer: REAR,
  links: LEFT, linke: LEFT, linker: LEFT, rechts: RIGHT, rechte: RIGHT, rechter: RIGHT,
  // French
  avant: FRONT, av: FRONT, arriere: REAR, ar: REAR, gauche: LEFT, droite: RIGHT, droit: RIGHT,
  // Spanish
  delantero: FRONT, delantera: FRONT, delanteros: FRONT, delanteras: FRONT,
  trasero: REAR, trasera: REAR, traseros: REAR, traseras: REAR,
  izquierdo: LEFT, izquierda: LEFT, derecho: RIGHT, derecha: RIGHT,
  // Italian
  anteriore: FRONT, anteriori: FRONT, posteriore: REAR, posteriori: REAR,
  sinistro: LEFT, sinistra: LEFT, sx: LEFT, destro: RIGHT, destra: RIGHT, dx: RIGHT,
  // Dutch ("links" and "rechts" as in German)
  voor: FRONT, vooraan: FRONT, voorzijde: FRONT, vooras: FRONT,
  achter: REAR, achteraan: REAR, achterzijde: REAR, achteras: REAR,
  // English
  front: FRONT, rear: REAR, left: LEFT, right: RIGHT,
};

export function positionOf(foldedWord: string): Position | null {
  return POSITION_WORDS[foldedWord] ?? null;
}
