/**
 * Brake discs and pads drawn from their criteria, one scale for every article of a kind: a 312 mm
 * disc is drawn larger than a 280 mm one, a ventilated disc shows its vanes and its two friction
 * rings in section, a pad with a wear contact shows its cable.
 */
import { type Criteria, INK, axlePictogram, centreLine, dimH, dimV, figure, leader, r1, text } from './drafting';

/** Pixels per millimetre of every disc: the largest disc (374 mm) fills the front view. */
export const DISC_SCALE = 1.5;
/** Pixels per millimetre of every pad. */
export const PAD_SCALE = 3.1;

const around = (n: number, radius: number, cx: number, cy: number, f: (x: number, y: number, angle: number) => string, start = -Math.PI / 2) =>
  Array.from({ length: n }, (_, i) => {
    const a = start + (i / n) * Math.PI * 2;
    return f(cx + radius * Math.cos(a), cy + radius * Math.sin(a), a);
  }).join('');

export function disc(c: Criteria): string {
  const diameter = c.num('diameter', 280);
  const thickness = c.num('thickness', 22);
  const minimum = c.num('min_thickness', thickness - 2);
  const holes = Math.round(c.num('bolt_holes', 5));
  const ventilated = c.get('disc_type') !== 'solid';
  const s = DISC_SCALE;
  const [cx, cy] = [312, 400];
  const r = (diameter / 2) * s;
  // The friction ring is about a fifth of the diameter wide; the hat carries the hub flange.
  const ringIn = r - diameter * 0.2 * s;
  const hat = Math.min(ringIn - 10, diameter * 0.27 * s);
  const pitch = (holes === 4 ? 100 : 112) / 2 * s;
  const bore = (holes === 4 ? 54 : 65) / 2 * s;
  const hole = 7 * s;
  // Four holes are drawn on the diagonals, five with one at the top, so the stamped minimum thickness stays clear.
  const firstHole = holes === 4 ? -Math.PI / 4 : -Math.PI / 2;

  const vanes = ventilated
    ? `<clipPath id="cut"><path d="M${cx} ${cy} L${r1(cx)} ${r1(cy - r - 2)} A${r1(r + 2)} ${r1(r + 2)} 0 0 1 ${r1(cx + r + 2)} ${cy} Z"/></clipPath>
<g clip-path="url(#cut)"><circle cx="${cx}" cy="${cy}" r="${r1(r)}" fill="#59626c"/>
${around(Math.round(diameter / 9), (r + ringIn) / 2, cx, cy, (x, y, a) => `<path d="M${r1(cx + ringIn * Math.cos(a))} ${r1(cy + ringIn * Math.sin(a))} L${r1(cx + r * Math.cos(a + 0.05))} ${r1(cy + r * Math.sin(a + 0.05))}" stroke="#c3cad2" stroke-width="${r1(3.2 * s)}"/>`)}
<circle cx="${cx}" cy="${cy}" r="${r1(ringIn)}" fill="url(#steelR)"/></g>
<path d="M${cx} ${r1(cy - r)} V${r1(cy - ringIn)} M${r1(cx + ringIn)} ${cy} H${r1(cx + r)}" stroke="${INK}" stroke-width="2"/>`
    : '';
  const front = `<circle cx="${cx}" cy="${cy}" r="${r1(r)}" fill="url(#steelR)" stroke="${INK}" stroke-width="2.5"/>
<circle cx="${cx}" cy="${cy}" r="${r1(r - 4)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>
${vanes}
<circle cx="${cx}" cy="${cy}" r="${r1(ringIn)}" fill="none" stroke="${INK}" stroke-width="1.6" stroke-dasharray="${ventilated ? '0' : '10 6'}"/>
<circle cx="${cx}" cy="${cy}" r="${r1(hat)}" fill="url(#steel)" stroke="${INK}" stroke-width="2.5"/>
${around(holes, pitch, cx, cy, (x, y) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(hole)}" fill="#fff" stroke="${INK}" stroke-width="2"/>`, firstHole)}
<circle cx="${cx}" cy="${cy}" r="${r1(pitch)}" fill="none" stroke="#7c8793" stroke-width="1" stroke-dasharray="14 4 3 4"/>
<circle cx="${cx}" cy="${cy}" r="${r1(bore)}" fill="#fff" stroke="${INK}" stroke-width="2.5"/>
${centreLine(cx - r - 16, cy, cx + r + 16, cy)}${centreLine(cx, cy - r - 16, cx, cy + r + 16)}
${text(cx, cy + (pitch + hat) / 2 + 6, `MIN TH ${figure(minimum)}`, { size: 15, fill: '#56616d', weight: 'bold' })}`;

  // The section beside it, aligned with the front view: the friction ring (two rings and vanes when
  // ventilated), the hat standing out towards the wheel, the flange with the centre bore.
  const t = thickness * s;
  const x0 = 672;
  const depth = diameter * 0.14 * s;
  const wall = 5 * s;
  const plate = ventilated ? Math.max(3, thickness * 0.3) * s : t;
  const half = (sign: 1 | -1) => {
    const y = (d: number) => r1(cy + sign * d);
    const rings = ventilated
      ? `<rect x="${x0}" y="${sign < 0 ? y(r) : y(ringIn)}" width="${r1(plate)}" height="${r1(r - ringIn)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>
<rect x="${r1(x0 + t - plate)}" y="${sign < 0 ? y(r) : y(ringIn)}" width="${r1(plate)}" height="${r1(r - ringIn)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>
${[0.25, 0.5, 0.75].map((k) => `<path d="M${r1(x0 + plate)} ${y(ringIn + (r - ringIn) * k)} H${r1(x0 + t - plate)}" stroke="#7c8793" stroke-width="1.5"/>`).join('')}`
      : `<rect x="${x0}" y="${sign < 0 ? y(r) : y(ringIn)}" width="${r1(t)}" height="${r1(r - ringIn)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>`;
    const hatWall = `<rect x="${r1(x0 - depth)}" y="${sign < 0 ? y(hat) : y(hat - wall)}" width="${r1(depth + plate)}" height="${r1(wall)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>
<path d="M${r1(x0)} ${y(hat)} V${y(ringIn)}" stroke="${INK}" stroke-width="2"/>
<rect x="${r1(x0 - depth)}" y="${sign < 0 ? y(hat) : y(bore)}" width="${r1(wall)}" height="${r1(hat - bore)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>`;
    return rings + hatWall;
  };
  const section = `${half(-1)}${half(1)}${centreLine(x0 - depth - 20, cy, x0 + t + 24, cy)}
${dimH(x0, x0 + t, cy - r - 34, figure(thickness), cy - r)}
${dimV(cy - r, cy + r, x0 + t + 40, `Ø${figure(diameter)}`, x0 + t)}`;

  const notes = `${dimH(cx - r, cx + r, Math.min(cy + r + 44, 784), `Ø${figure(diameter)}`, cy)}
${leader(cx + pitch * Math.cos(firstHole + (2 * Math.PI) / holes * 2), cy + pitch * Math.sin(firstHole + (2 * Math.PI) / holes * 2), cx - r * 0.72, cy + r * 0.86, `${holes}×`)}`;
  return front + section + notes + axlePictogram(c.get('fitting_position'), 26, 24);
}

export function pad(c: Criteria): string {
  const width = c.num('width', 120);
  const height = c.num('height', 50);
  const thickness = c.num('thickness', 17);
  const contact = c.get('wear_indicator') === 'with_contact';
  const s = PAD_SCALE;
  const [w, h] = [width * s, height * s];
  const cx = 400;
  const top = 250 - h / 2;
  const [left, right, bottom] = [cx - w / 2, cx + w / 2, top + h];
  const ear = 14 * s;
  // The backing plate with its two guide ears; the friction block a little inside it, with its slot.
  const plate = `<path d="M${r1(left - ear)} ${r1(top + h * 0.22)} h${r1(ear)} V${r1(top + 6)} Q${r1(cx)} ${r1(top - h * 0.16)} ${r1(right)} ${r1(top + 6)} V${r1(top + h * 0.22)} h${r1(ear)} v${r1(h * 0.3)} h${r1(-ear)} V${r1(bottom - 8)} Q${r1(cx)} ${r1(bottom + h * 0.08)} ${r1(left)} ${r1(bottom - 8)} V${r1(top + h * 0.52)} h${r1(-ear)} Z" fill="url(#steel)" stroke="${INK}" stroke-width="2.5"/>`;
  const block = `<path d="M${r1(left + 10)} ${r1(top + 16)} Q${r1(cx)} ${r1(top - h * 0.1)} ${r1(right - 10)} ${r1(top + 16)} L${r1(right - 14)} ${r1(bottom - 14)} Q${r1(cx)} ${r1(bottom + h * 0.03)} ${r1(left + 14)} ${r1(bottom - 14)} Z" fill="url(#rubber)" stroke="${INK}" stroke-width="2"/>
<path d="M${cx} ${r1(top + 4)} V${r1(bottom - 6)}" stroke="#0d1013" stroke-width="7"/>
<path d="M${r1(left + 26)} ${r1(top + 22)} L${r1(left + 40)} ${r1(bottom - 20)} M${r1(right - 26)} ${r1(top + 22)} L${r1(right - 40)} ${r1(bottom - 20)}" stroke="#0d1013" stroke-width="3"/>`;
  const wire = contact
    ? `<path d="M${r1(right - 24)} ${r1(top + 8)} C${r1(right + 30)} ${r1(top - 70)} ${r1(right + 90)} ${r1(top - 20)} ${r1(right + 110)} ${r1(top - 60)}" fill="none" stroke="#23272c" stroke-width="7"/>
<rect x="${r1(right + 96)}" y="${r1(top - 104)}" width="44" height="34" rx="6" fill="url(#plastic)" stroke="${INK}" stroke-width="2" transform="rotate(-30 ${r1(right + 118)} ${r1(top - 87)})"/>
<rect x="${r1(right - 34)}" y="${r1(top - 2)}" width="20" height="16" rx="3" fill="#2c3137"/>`
    : '';
  // The side view below, to the same scale: backing plate and friction block.
  const sideTop = 560;
  const backing = 5 * s;
  const friction = Math.max(4, thickness - 5) * s;
  const side = `<rect x="${r1(left)}" y="${sideTop}" width="${r1(w)}" height="${r1(backing)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>
<path d="M${r1(left + 10)} ${r1(sideTop + backing)} H${r1(right - 10)} L${r1(right - 16)} ${r1(sideTop + backing + friction)} H${r1(left + 16)} Z" fill="url(#rubber)" stroke="${INK}" stroke-width="2"/>
${dimV(sideTop, sideTop + backing + friction, right + 40, figure(thickness), right)}`;
  const dims = `${dimH(left, right, sideTop - 44, figure(width), bottom)}${dimV(top, bottom, left - ear - 36, figure(height), left - ear)}`;
  return plate + block + wire + side + dims + axlePictogram(c.get('fitting_position'), 26, 24);
}
