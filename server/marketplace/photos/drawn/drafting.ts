/**
 * The pen of the technical drawings: the part in grey metal, rubber and plastic with a dark outline,
 * dimension lines in the catalogue's blue with their figures, and the axle pictogram. Figures are
 * numbers and codes only (312, M20x1.5, 5W-30), so one picture serves every edition.
 */

export interface Criteria {
  /** The criterion's value by its key. */
  get(key: string): string | undefined;
  /** The criterion's value as a number, or the fallback when it is missing or not a number. */
  num(key: string, fallback: number): number;
}

export function criteriaOf(list: { key: string; value: string }[]): Criteria {
  const byKey = new Map(list.map((c) => [c.key, c.value]));
  return {
    get: (key) => byKey.get(key),
    num: (key, fallback) => {
      const value = Number.parseFloat((byKey.get(key) ?? '').replace(',', '.'));
      return Number.isFinite(value) ? value : fallback;
    },
  };
}

export const INK = '#1d2630';
export const DIM = '#1f5f9e';
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export const r1 = (n: number) => (Math.round(n * 10) / 10).toString();
/** A measure as the trade prints it: 312, 17.5. */
export const figure = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace(/\.0$/, ''));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function text(x: number, y: number, value: string, options: { size?: number; anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: 'bold' | 'normal'; rotate?: number } = {}): string {
  const size = options.size ?? 24;
  const turn = options.rotate ? ` transform="rotate(${options.rotate} ${r1(x)} ${r1(y)})"` : '';
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}" font-weight="${options.weight ?? 'normal'}" text-anchor="${options.anchor ?? 'middle'}" fill="${options.fill ?? DIM}"${turn}>${escape(value)}</text>`;
}

/** The shared fills: steel, dark rubber, plastic, glass and the section hatch. */
export function technicalDefs(): string {
  return `<defs>
<linearGradient id="steel" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".55" stop-color="#d3d8de"/><stop offset="1" stop-color="#aab2bb"/></linearGradient>
<linearGradient id="steelH" x1="0" x2="1"><stop offset="0" stop-color="#9aa3ad"/><stop offset=".35" stop-color="#eef1f4"/><stop offset=".7" stop-color="#c9cfd6"/><stop offset="1" stop-color="#8f98a2"/></linearGradient>
<radialGradient id="steelR" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#f7f8fa"/><stop offset=".6" stop-color="#cfd5dc"/><stop offset="1" stop-color="#9ea7b1"/></radialGradient>
<linearGradient id="rubber" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#4a4f56"/><stop offset="1" stop-color="#23272c"/></linearGradient>
<linearGradient id="plastic" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#5b626b"/><stop offset="1" stop-color="#2c3137"/></linearGradient>
<linearGradient id="lens" x1="0" x2="1"><stop offset="0" stop-color="#e9f1f8"/><stop offset=".35" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d8e6"/></linearGradient>
<pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="#dfe3e8"/><path d="M0 0 V8" stroke="#6b7682" stroke-width="1.6"/></pattern>
</defs>`;
}

const arrow = (x: number, y: number, dx: number, dy: number) => {
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const [bx, by] = [x - ux * 14, y - uy * 14];
  return `<path d="M${r1(x)} ${r1(y)} L${r1(bx - uy * 5)} ${r1(by + ux * 5)} L${r1(bx + uy * 5)} ${r1(by - ux * 5)} Z" fill="${DIM}"/>`;
};

/** A horizontal dimension from x1 to x2 on line y, with extension lines from `from` (the part's edge) and the figure above. */
export function dimH(x1: number, x2: number, y: number, label: string, from?: number): string {
  const ext = from === undefined ? '' : `<path d="M${r1(x1)} ${r1(from)} V${r1(y + (y > from ? 8 : -8))} M${r1(x2)} ${r1(from)} V${r1(y + (y > from ? 8 : -8))}" stroke="${DIM}" stroke-width="1.2"/>`;
  return `${ext}<path d="M${r1(x1)} ${r1(y)} H${r1(x2)}" stroke="${DIM}" stroke-width="1.6"/>${arrow(x1, y, -1, 0)}${arrow(x2, y, 1, 0)}${text((x1 + x2) / 2, y - 9, label)}`;
}

/** A vertical dimension from y1 to y2 on line x, the figure turned along it. */
export function dimV(y1: number, y2: number, x: number, label: string, from?: number): string {
  const ext = from === undefined ? '' : `<path d="M${r1(from)} ${r1(y1)} H${r1(x + (x > from ? 8 : -8))} M${r1(from)} ${r1(y2)} H${r1(x + (x > from ? 8 : -8))}" stroke="${DIM}" stroke-width="1.2"/>`;
  return `${ext}<path d="M${r1(x)} ${r1(y1)} V${r1(y2)}" stroke="${DIM}" stroke-width="1.6"/>${arrow(x, y1, 0, -1)}${arrow(x, y2, 0, 1)}${text(x - 10, (y1 + y2) / 2, label, { rotate: -90 })}`;
}

/** A leader from a point of the part to its note. */
export function leader(x: number, y: number, tx: number, ty: number, label: string): string {
  const anchor = tx >= x ? 'start' : 'end';
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="3.5" fill="${DIM}"/><path d="M${r1(x)} ${r1(y)} L${r1(tx)} ${r1(ty)} H${r1(tx + (anchor === 'start' ? 12 : -12))}" stroke="${DIM}" stroke-width="1.4" fill="none"/>${text(tx + (anchor === 'start' ? 16 : -16), ty + 8, label, { anchor })}`;
}

/** A thin dash-dot centre line. */
export const centreLine = (x1: number, y1: number, x2: number, y2: number) => `<path d="M${r1(x1)} ${r1(y1)} L${r1(x2)} ${r1(y2)}" stroke="#7c8793" stroke-width="1.2" stroke-dasharray="18 5 3 5"/>`;

/**
 * Where on the car the part goes: a car seen from above, its front or rear axle (or its front or
 * rear screen, for a wiper) marked, as the trade's catalogues show it beside the picture.
 */
export function axlePictogram(position: string | undefined, x = 706, y = 24): string {
  if (position !== 'front' && position !== 'rear') return '';
  const front = position === 'front';
  const axleY = front ? y + 34 : y + 106;
  return `<g><rect x="${x}" y="${y}" width="70" height="140" rx="26" fill="#fff" stroke="#8a96a3" stroke-width="3"/>
<rect x="${x + 12}" y="${y + 44}" width="46" height="22" rx="6" fill="#e3e8ee"/><rect x="${x + 12}" y="${y + 96}" width="46" height="16" rx="6" fill="#e3e8ee"/>
${[y + 34, y + 106].map((ay) => `<rect x="${x - 8}" y="${ay - 12}" width="12" height="24" rx="3" fill="${ay === axleY ? DIM : '#b8c1cb'}"/><rect x="${x + 66}" y="${ay - 12}" width="12" height="24" rx="3" fill="${ay === axleY ? DIM : '#b8c1cb'}"/>`).join('')}
<path d="M${x - 2} ${axleY} H${x + 72}" stroke="${DIM}" stroke-width="4"/><path d="M${x + 35} ${y - 10} l-9 12 h18 Z" fill="#8a96a3"/></g>`;
}

/** A gasket in the box: an O-ring in the top left corner, so a part with its gasket never shares a picture with the same part without. */
export function gasketPictogram(withGasket: string | undefined, x = 24, y = 24): string {
  if (withGasket !== 'yes') return '';
  return `<g><rect x="${x}" y="${y}" width="96" height="96" rx="16" fill="#fff" stroke="#8a96a3" stroke-width="3"/><circle cx="${x + 48}" cy="${y + 48}" r="30" fill="none" stroke="${DIM}" stroke-width="9"/></g>`;
}

/** The caption under a fallback drawing: the article's measures and codes, the words left to the page. */
export function caption(values: string[]): string {
  if (!values.length) return '';
  return `<rect x="40" y="728" width="720" height="52" rx="8" fill="#f1f4f7"/>${text(400, 763, values.join('   ·   ').slice(0, 64), { size: 24, fill: INK })}`;
}
