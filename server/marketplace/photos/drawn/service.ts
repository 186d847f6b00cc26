/**
 * Service parts drawn from their criteria: an oil's bottle or canister by its litres with its
 * viscosity on the label, a wiper blade at its length, a shock absorber by its type and axle, a
 * spin-on filter by its height, diameter and thread, a filter insert as pleats between end discs
 * round its bore, a panel filter by its three sides.
 */
import { type Criteria, DIM, INK, axlePictogram, centreLine, dimH, dimV, figure, leader, r1, text } from './drafting';

/** Pixels per millimetre of every wiper blade: the longest (700 mm) spans the picture. */
export const WIPER_SCALE = 1.02;
/** Pixels per millimetre of every spin-on filter. */
export const FILTER_SCALE = 3;
/** Pixels per millimetre of every bottle and canister. */
export const BOTTLE_SCALE = 1.85;

/** The colour a fluid's container has in the trade: oils dark, brake fluid white, coolant by its colour. */
function containerColour(c: Criteria): [string, string] {
  const spec = c.get('specification') ?? '';
  if (c.get('viscosity')) return ['#2f3a4a', '#1b2430'];
  if (/^DOT/.test(spec)) return ['#f2f4f6', '#c5ccd3'];
  if (/G12|G13/.test(spec)) return ['#c54f9a', '#8d2f6c'];
  if (/G11/.test(spec)) return ['#3f9c8a', '#276b5e'];
  if (/ATF/.test(spec)) return ['#b8322b', '#7e1d18'];
  if (/°C/.test(spec)) return ['#3b82c4', '#1f5b93'];
  if (/ISO 22241/.test(spec)) return ['#f2f4f6', '#2f6db5'];
  return ['#4b5563', '#2b3038'];
}

export function bottle(c: Criteria): string {
  const litres = c.num('volume', 1);
  const [body, dark] = containerColour(c);
  const s = BOTTLE_SCALE;
  // Real containers: a 1 l bottle about 110 x 250 mm, a 4 l canister 190 x 290, a 5 l 205 x 320.
  const canister = litres >= 2;
  const w = (canister ? 150 + litres * 11 : 70 + litres * 40) * s;
  const h = (canister ? 200 + litres * 24 : 160 + litres * 90) * s;
  const cx = 400;
  const bottom = Math.min(760, 420 + h / 2);
  const top = bottom - h;
  const [left, right] = [cx - w / 2, cx + w / 2];
  const shape = canister
    // The canister: a flat body with its handle on top and the neck off to one side.
    ? `<path d="M${r1(left)} ${r1(bottom)} V${r1(top + 40)} Q${r1(left)} ${r1(top)} ${r1(left + 40)} ${r1(top)} H${r1(right - 80)} L${r1(right)} ${r1(top + 60)} V${r1(bottom)} Z" fill="${body}" stroke="${INK}" stroke-width="2.5"/>
<path d="M${r1(left + 30)} ${r1(top)} V${r1(top - 50)} H${r1(left + w * 0.55)} V${r1(top)}" fill="none" stroke="${body}" stroke-width="22"/><path d="M${r1(left + 30)} ${r1(top)} V${r1(top - 50)} H${r1(left + w * 0.55)} V${r1(top)}" fill="none" stroke="${INK}" stroke-width="2"/>
<rect x="${r1(right - 70)}" y="${r1(top - 42)}" width="54" height="46" rx="6" fill="${dark}" stroke="${INK}" stroke-width="2.5" transform="rotate(-10 ${r1(right - 43)} ${r1(top - 19)})"/>`
    : `<path d="M${r1(left)} ${r1(bottom)} V${r1(top + h * 0.28)} Q${r1(left)} ${r1(top + h * 0.16)} ${r1(cx - w * 0.18)} ${r1(top + h * 0.1)} V${r1(top + 24)} H${r1(cx + w * 0.18)} V${r1(top + h * 0.1)} Q${r1(right)} ${r1(top + h * 0.16)} ${r1(right)} ${r1(top + h * 0.28)} V${r1(bottom)} Z" fill="${body}" stroke="${INK}" stroke-width="2.5"/>
<rect x="${r1(cx - w * 0.22)}" y="${r1(top - 10)}" width="${r1(w * 0.44)}" height="36" rx="6" fill="${dark}" stroke="${INK}" stroke-width="2.5"/>`;
  const labelTop = canister ? top + h * 0.22 : top + h * 0.36;
  const labelHeight = canister ? h * 0.6 : h * 0.5;
  const headline = c.get('viscosity') ?? c.get('specification') ?? '';
  const small = c.get('viscosity') ? (c.get('specification') ?? '') : '';
  const label = `<rect x="${r1(left + w * 0.08)}" y="${r1(labelTop)}" width="${r1(w * 0.84)}" height="${r1(labelHeight)}" rx="8" fill="#fbfcfd" stroke="${INK}" stroke-width="1.5"/>
<rect x="${r1(left + w * 0.08)}" y="${r1(labelTop)}" width="${r1(w * 0.84)}" height="${r1(labelHeight * 0.14)}" rx="8" fill="${DIM}"/>
${text(cx, labelTop + labelHeight * 0.42, headline, { size: Math.min(72, (w * 0.8) / Math.max(3, headline.length) * 1.45), weight: 'bold', fill: INK })}
${small ? text(cx, labelTop + labelHeight * 0.6, small, { size: Math.min(24, (w * 0.8) / Math.max(6, small.length) * 1.6), fill: INK }) : ''}
${text(cx, labelTop + labelHeight * 0.86, `${figure(litres)} L`, { size: Math.min(48, w * 0.22), weight: 'bold', fill: DIM })}`;
  const dims = `${dimV(top, bottom, right + 44, figure(Math.round(h / s)), right)}`;
  return shape + label + dims;
}

export function wiper(c: Criteria): string {
  const length = c.num('length', 550);
  // A front set is the car's two blades: the passenger's may be shorter than the driver's.
  const passenger = c.num('length_passenger', length);
  const flat = c.get('blade_type') !== 'conventional';
  const pair = c.num('pieces', 1) >= 2;
  const s = WIPER_SCALE;
  const blade = (y: number, bladeLength: number) => {
    const l = bladeLength * s;
    const x0 = 400 - l / 2;
    const x1 = 400 + l / 2;
    const rubber = `<path d="M${r1(x0)} ${y + 30} Q400 ${y + 18} ${r1(x1)} ${y + 30} V${y + 38} Q400 ${y + 26} ${r1(x0)} ${y + 38} Z" fill="#15181b" stroke="${INK}" stroke-width="1.5"/>`;
    const body = flat
      // A flat blade: one spoiler over the whole length, end caps, the adapter in the middle.
      ? `<path d="M${r1(x0 + 4)} ${y + 30} Q400 ${y - 6} ${r1(x1 - 4)} ${y + 30} Q400 ${y + 12} ${r1(x0 + 4)} ${y + 30} Z" fill="url(#rubber)" stroke="${INK}" stroke-width="2"/>
<rect x="${r1(x0 - 6)}" y="${y + 20}" width="22" height="16" rx="5" fill="#2c3137" stroke="${INK}" stroke-width="1.5"/><rect x="${r1(x1 - 16)}" y="${y + 20}" width="22" height="16" rx="5" fill="#2c3137" stroke="${INK}" stroke-width="1.5"/>`
      // A conventional blade: a steel frame of yokes holding the rubber at six claws.
      : `<path d="M${r1(x0 + l * 0.06)} ${y + 28} L${r1(x0 + l * 0.2)} ${y + 6} H${r1(x1 - l * 0.2)} L${r1(x1 - l * 0.06)} ${y + 28}" fill="none" stroke="#3a4048" stroke-width="9" stroke-linejoin="round"/>
<path d="M${r1(x0 + l * 0.2)} ${y + 6} L${r1(x0 + l * 0.3)} ${y + 28} M${r1(x1 - l * 0.2)} ${y + 6} L${r1(x1 - l * 0.3)} ${y + 28}" stroke="#3a4048" stroke-width="7"/>
${[0.06, 0.3, 0.42, 0.58, 0.7, 0.94].map((k) => `<rect x="${r1(x0 + l * k - 5)}" y="${y + 24}" width="10" height="10" fill="#3a4048"/>`).join('')}`;
    const adapter = `<rect x="376" y="${y - 4}" width="48" height="28" rx="6" fill="url(#plastic)" stroke="${INK}" stroke-width="2"/>`;
    return rubber + body + adapter;
  };
  const [x0, x1] = [400 - (length * s) / 2, 400 + (length * s) / 2];
  const rows = pair ? blade(300, length) + blade(440, passenger) : blade(360, length);
  const label = passenger !== length ? `${figure(length)} / ${figure(passenger)}` : figure(length);
  const dims = dimH(x0, x1, pair ? 560 : 480, label, pair ? 478 : 398);
  return rows + dims + axlePictogram(c.get('fitting_position'), 26, 24) + (pair ? text(400, 660, '2×', { size: 40, weight: 'bold', fill: INK }) : '');
}

export function shock(c: Criteria): string {
  const gas = c.get('shock_type') !== 'oil_pressure';
  const strut = c.get('fitting_position') !== 'rear';
  const cx = 400;
  const [tubeTop, tubeBottom] = [330, 660];
  const width = strut ? 96 : 76;
  const tube = `<rect x="${cx - width / 2}" y="${tubeTop}" width="${width}" height="${tubeBottom - tubeTop}" rx="8" fill="${gas ? '#2f6db5' : '#3a4048'}" stroke="${INK}" stroke-width="2.5"/>
<rect x="${cx - width / 2 + 10}" y="${tubeTop + 10}" width="12" height="${tubeBottom - tubeTop - 20}" rx="6" fill="#fff" opacity=".25"/>
<rect x="${cx - 12}" y="130" width="24" height="${tubeTop - 130}" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - width / 2 - 6}" y="${tubeTop - 14}" width="${width + 12}" height="18" rx="4" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>`;
  // A strut carries the spring seat and clamps into the steering knuckle; a rear damper hangs by two eyes.
  const ends = strut
    ? `<ellipse cx="${cx}" cy="${tubeTop + 60}" rx="110" ry="20" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/>
<path d="M${cx - 12} 130 V96 M${cx + 12} 130 V96" stroke="${INK}" stroke-width="2"/><rect x="${cx - 12}" y="92" width="24" height="38" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>${[0, 1, 2, 3].map((i) => `<path d="M${cx - 12} ${98 + i * 8} H${cx + 12}" stroke="${INK}" stroke-width="1.5"/>`).join('')}
<path d="M${cx + width / 2} ${tubeBottom - 110} h60 v130 h-60" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><circle cx="${cx + width / 2 + 32}" cy="${tubeBottom - 80}" r="12" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="${cx + width / 2 + 32}" cy="${tubeBottom - 10}" r="12" fill="#fff" stroke="${INK}" stroke-width="2"/>`
    : `<circle cx="${cx}" cy="112" r="30" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><circle cx="${cx}" cy="112" r="13" fill="#fff" stroke="${INK}" stroke-width="2"/>
<circle cx="${cx}" cy="${tubeBottom + 30}" r="32" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><circle cx="${cx}" cy="${tubeBottom + 30}" r="14" fill="#fff" stroke="${INK}" stroke-width="2"/>`;
  // The cut-away at the right: a gas damper's separating piston over its nitrogen; an oil damper's inner tube.
  const [sx, sy, sw, sh] = [560, 300, 120, 330];
  const section = `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/>
<rect x="${sx + 52}" y="${sy - 70}" width="16" height="${gas ? 150 : 140}" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>
<rect x="${sx + 8}" y="${sy + 80}" width="${sw - 16}" height="18" fill="#59626c"/>
${gas
    ? `<rect x="${sx + 8}" y="${sy + 210}" width="${sw - 16}" height="16" fill="${DIM}"/><rect x="${sx + 6}" y="${sy + 228}" width="${sw - 12}" height="${sh - 234}" fill="#cfe0f3"/>${text(sx + sw / 2, sy + 290, 'N₂', { size: 34, weight: 'bold', fill: DIM })}`
    : `<path d="M${sx + 24} ${sy + 6} V${sy + sh - 6} M${sx + sw - 24} ${sy + 6} V${sy + sh - 6}" stroke="${INK}" stroke-width="2.5"/><rect x="${sx + 6}" y="${sy + 100}" width="${sw - 12}" height="${sh - 106}" fill="#e8c66a" opacity=".55"/>`}`;
  // A lowering kit names how far it lowers the car, front/rear.
  const lowering = c.get('lowering') ? text(620, 720, `−${c.get('lowering')} mm`, { size: 34, weight: 'bold', fill: INK }) : '';
  return tube + ends + section + lowering + centreLine(cx, 70, cx, 720) + axlePictogram(c.get('fitting_position'), 26, 24);
}

/**
 * The bore of an insert's centre tube is 20 mm and more (it slides over the housing's standpipe);
 * a fuel line's stub is 8 to 12 mm. A filter without a thread and with such a bore is an insert.
 */
const INSERT_BORE_MM = 16;

/** An insert (Filtereinsatz): no can and no thread of its own; it sits in the engine's housing. */
export function isFilterInsert(c: Criteria): boolean {
  return !c.get('thread') && c.num('inner_diameter', 0) >= INSERT_BORE_MM;
}

/** Where a round filter stands on the sheet: the spin-on scale, centred, standing on one line. */
function filterFrame(diameter: number, height: number) {
  const s = FILTER_SCALE;
  const [w, h, cx, bottom] = [diameter * s, height * s, 300, 640];
  return { s, w, h, cx, bottom, top: bottom - h, left: cx - w / 2, right: cx + w / 2 };
}

export function canFilter(c: Criteria): string {
  if (isFilterInsert(c)) return filterInsert(c);
  const height = c.num('height', 90);
  const diameter = c.num('outer_diameter', 76);
  const thread = c.get('thread');
  const inline = c.get('inner_diameter') !== undefined && !thread;
  const { s, w, h, cx, bottom, top, left, right } = filterFrame(diameter, height);
  const body = `<path d="M${r1(left)} ${r1(bottom)} V${r1(top + 24)} Q${r1(left)} ${r1(top)} ${r1(left + 24)} ${r1(top)} H${r1(right - 24)} Q${r1(right)} ${r1(top)} ${r1(right)} ${r1(top + 24)} V${r1(bottom)} Z" fill="${inline ? 'url(#steelH)' : '#1f5f9e'}" stroke="${INK}" stroke-width="2.5"/>
<rect x="${r1(left + 10)}" y="${r1(top + 10)}" width="14" height="${r1(h - 30)}" rx="7" fill="#fff" opacity=".25"/>
${inline ? '' : `<rect x="${r1(left - 4)}" y="${r1(bottom)}" width="${r1(w + 8)}" height="18" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><rect x="${r1(left + 12)}" y="${r1(bottom + 18)}" width="${r1(w - 24)}" height="10" rx="4" fill="#2b2f35"/>`}
${inline ? `<rect x="${cx - 14}" y="${r1(top - 50)}" width="28" height="50" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/><rect x="${cx - 14}" y="${bottom}" width="28" height="50" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>` : ''}
${centreLine(cx, top - 30, cx, bottom + 60)}`;
  const dims = `${dimV(top, bottom, left - 44, figure(height), left)}${dimH(left, right, top - 60, `Ø${figure(diameter)}`, top + 24)}`;
  // The mounting face seen from below: the thread in the middle, the inlet holes around it, the seal.
  const [px, py, pr] = [620, 420, Math.min(150, diameter * s * 0.62)];
  const plan = inline
    ? `<circle cx="${px}" cy="${py}" r="${r1(pr)}" fill="url(#steelR)" stroke="${INK}" stroke-width="2.5"/><circle cx="${px}" cy="${py}" r="${r1(c.num('inner_diameter', 8) * s * 0.9)}" fill="#fff" stroke="${INK}" stroke-width="2.5"/>${leader(px, py - pr, px + 20, py - pr - 50, `Ø${figure(c.num('inner_diameter', 8))}`)}`
    : `<circle cx="${px}" cy="${py}" r="${r1(pr)}" fill="url(#steelR)" stroke="${INK}" stroke-width="2.5"/><circle cx="${px}" cy="${py}" r="${r1(pr * 0.82)}" fill="none" stroke="#2b2f35" stroke-width="10"/>
${Array.from({ length: 8 }, (_, i) => `<circle cx="${r1(px + pr * 0.5 * Math.cos((i * Math.PI) / 4))}" cy="${r1(py + pr * 0.5 * Math.sin((i * Math.PI) / 4))}" r="${r1(pr * 0.08)}" fill="#fff" stroke="${INK}" stroke-width="1.5"/>`).join('')}
<circle cx="${px}" cy="${py}" r="${r1(pr * 0.24)}" fill="#fff" stroke="${INK}" stroke-width="2.5"/>${Array.from({ length: 3 }, (_, i) => `<circle cx="${px}" cy="${py}" r="${r1(pr * (0.2 - i * 0.04))}" fill="none" stroke="#8a96a3" stroke-width="1.2"/>`).join('')}
${thread ? threadLabel(px, py, py + pr + 40, thread) : ''}`;
  return body + dims + plan;
}

/**
 * The thread named straight below the mounting face, centred: a label such as 3/4"-16 UNF run out
 * to the right from the face's edge did not fit on the sheet.
 */
function threadLabel(x: number, y: number, below: number, thread: string): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="3.5" fill="${DIM}"/><path d="M${r1(x)} ${r1(y)} V${r1(below)}" stroke="${DIM}" stroke-width="1.4" fill="none"/>${text(x, below + 30, thread)}`;
}

/**
 * A filter insert: the pleated paper round its centre bore between two end discs, no can and no
 * thread, to the spin-on can's scale; beside it, the insert seen from its end, pleats round the bore.
 */
export function filterInsert(c: Criteria): string {
  const height = c.num('height', 90);
  const diameter = c.num('outer_diameter', 65);
  const bore = c.num('inner_diameter', 25);
  const { s, w, h, cx, bottom, top, left, right } = filterFrame(diameter, height);
  const disc = Math.max(10, 3 * s);
  const pleats = Math.max(10, Math.round(diameter / 4));
  // Seen from the side the pleats run along the insert, closer together towards its edges.
  const pleatLines = Array.from({ length: pleats }, (_, i) => {
    const x = cx - (w / 2 - 3) * Math.cos((Math.PI * (i + 0.5)) / pleats);
    return `<path d="M${r1(x)} ${r1(top + disc)} V${r1(bottom - disc)}" stroke="#b39a62" stroke-width="1.6"/>`;
  }).join('');
  const endDisc = (y: number) => `<rect x="${r1(left - 3)}" y="${r1(y)}" width="${r1(w + 6)}" height="${r1(disc)}" rx="3" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>`;
  const side = `<rect x="${r1(left)}" y="${r1(top + disc)}" width="${r1(w)}" height="${r1(h - 2 * disc)}" fill="#eedfb6" stroke="${INK}" stroke-width="2.5"/>${pleatLines}
${endDisc(top)}${endDisc(bottom - disc)}
<path d="M${r1(cx - (bore * s) / 2)} ${r1(top)} V${r1(bottom)} M${r1(cx + (bore * s) / 2)} ${r1(top)} V${r1(bottom)}" stroke="${INK}" stroke-width="1.5" stroke-dasharray="10 6"/>
${centreLine(cx, top - 30, cx, bottom + 30)}`;
  const dims = `${dimV(top, bottom, left - 44, figure(height), left)}${dimH(left, right, top - 60, `Ø${figure(diameter)}`, top)}`;
  // The end seen along its axis: the star of pleats between the end disc's rim and the bore.
  const [px, py] = [620, 420];
  const [ro, ri] = [Math.min(150, diameter * s * 0.62), Math.min(150, diameter * s * 0.62) * (bore / diameter)];
  const star = Array.from({ length: pleats * 2 }, (_, i) => {
    const a = (Math.PI * i) / pleats;
    const r = i % 2 ? ri + 4 : ro - 4;
    return `${i ? 'L' : 'M'}${r1(px + r * Math.cos(a))} ${r1(py + r * Math.sin(a))}`;
  }).join(' ');
  const plan = `<circle cx="${px}" cy="${py}" r="${r1(ro)}" fill="#eedfb6" stroke="${INK}" stroke-width="2.5"/><path d="${star} Z" fill="none" stroke="#b39a62" stroke-width="1.6"/>
<circle cx="${px}" cy="${py}" r="${r1(ri)}" fill="#fff" stroke="${INK}" stroke-width="2.5"/>${leader(px + ri * 0.7, py - ri * 0.7, px + 40, py - ro - 50, `Ø${figure(bore)}`)}`;
  return side + dims + plan;
}

export function panelFilter(c: Criteria): string {
  const length = c.num('length', 250);
  const width = c.num('width', 200);
  const height = c.num('height', 50);
  const cabin = height < 40;
  const s = 1.7;
  const [l, h] = [length * s, height * s];
  // The panel in oblique view: its width recedes at 30 degrees, at half scale.
  const [dx, dy] = [width * s * 0.5 * Math.cos(Math.PI / 6), -width * s * 0.5 * Math.sin(Math.PI / 6)];
  const x0 = (800 - l - dx) / 2;
  const y0 = 430 - dy / 2;
  const [x1, y1] = [x0 + l, y0 + h];
  const pleats = Math.round(length / 9);
  const media = cabin ? '#f3efe4' : '#efe3c4';
  const frame = cabin ? '#f3efe4' : '#2d3b55';
  const topFace = `<path d="M${r1(x0)} ${r1(y0)} L${r1(x0 + dx)} ${r1(y0 + dy)} H${r1(x1 + dx)} L${r1(x1)} ${r1(y0)} Z" fill="${media}" stroke="${INK}" stroke-width="2.5"/>
${Array.from({ length: pleats }, (_, i) => { const x = x0 + ((i + 0.5) * l) / pleats; return `<path d="M${r1(x)} ${r1(y0)} L${r1(x + dx)} ${r1(y0 + dy)}" stroke="#b9ab86" stroke-width="2"/>`; }).join('')}`;
  const front = `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(l)}" height="${r1(h)}" fill="${frame}" stroke="${INK}" stroke-width="2.5"/>
${cabin ? Array.from({ length: pleats }, (_, i) => `<path d="M${r1(x0 + (i * l) / pleats)} ${r1(y1)} L${r1(x0 + ((i + 0.5) * l) / pleats)} ${r1(y0)} L${r1(x0 + ((i + 1) * l) / pleats)} ${r1(y1)}" fill="none" stroke="#b9ab86" stroke-width="1.5"/>`).join('') : ''}
<path d="M${r1(x1)} ${r1(y0)} L${r1(x1 + dx)} ${r1(y0 + dy)} V${r1(y1 + dy)} L${r1(x1)} ${r1(y1)} Z" fill="${cabin ? '#e2dccb' : '#1f2a3e'}" stroke="${INK}" stroke-width="2.5"/>`;
  const dims = `${dimH(x0, x1, y1 + 56, figure(length), y1)}${dimV(y0, y1, x0 - 30, figure(height), x0)}
<path d="M${r1(x1 + 14)} ${r1(y1 + 8)} L${r1(x1 + dx + 14)} ${r1(y1 + dy + 8)}" stroke="${DIM}" stroke-width="1.6"/>${text(x1 + dx / 2 + 30, y1 + dy / 2 + 30, figure(width), { anchor: 'start' })}`;
  return topFace + front + dims;
}
