/**
 * Studio drawings of the part kinds that have no technical drawing of their own (a caliper, a
 * belt, a headlamp): shapes, metal and rubber shading, a soft shadow on white. Three finishes;
 * the article's criteria pick one (renderings.ts).
 */

export const FINISHES = 3;

type Draw = (v: number) => string;

/** Finishes a variant picks from: [light, mid, dark]. */
const METAL = [['#f2f3f5', '#a7adb5', '#4b5058'], ['#eceae6', '#9c958c', '#4a453f'], ['#e6edf2', '#8fa0ad', '#3c4852']];
const PAINT = [['#ff6b57', '#d1301c', '#7a1409'], ['#5f8fe8', '#2456b8', '#0f2a66'], ['#ffd35c', '#e0a10a', '#8a5c00']];
const DARK = [['#6b6f75', '#2f3236', '#0e0f11'], ['#7a7468', '#3a362f', '#14120f'], ['#636b73', '#2b3238', '#0b0e11']];

const pick = <T>(list: T[], v: number): T => list[v % list.length]!;

function defs(v: number): string {
  const [ml, mm, md] = pick(METAL, v);
  const [pl, pm, pd] = pick(PAINT, v);
  const [dl, dm, dd] = pick(DARK, v);
  return `<defs>
<radialGradient id="metal" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${ml}"/><stop offset=".55" stop-color="${mm}"/><stop offset="1" stop-color="${md}"/></radialGradient>
<linearGradient id="metalH" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${md}"/><stop offset=".3" stop-color="${ml}"/><stop offset=".6" stop-color="${mm}"/><stop offset="1" stop-color="${md}"/></linearGradient>
<linearGradient id="paint" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${pl}"/><stop offset=".5" stop-color="${pm}"/><stop offset="1" stop-color="${pd}"/></linearGradient>
<linearGradient id="paintH" x1="0" x2="1"><stop offset="0" stop-color="${pd}"/><stop offset=".3" stop-color="${pl}"/><stop offset=".7" stop-color="${pm}"/><stop offset="1" stop-color="${pd}"/></linearGradient>
<linearGradient id="dark" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${dl}"/><stop offset=".5" stop-color="${dm}"/><stop offset="1" stop-color="${dd}"/></linearGradient>
<linearGradient id="darkH" x1="0" x2="1"><stop offset="0" stop-color="${dd}"/><stop offset=".35" stop-color="${dl}"/><stop offset="1" stop-color="${dd}"/></linearGradient>
<linearGradient id="glass" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".95"/><stop offset=".5" stop-color="#dfe9f3" stop-opacity=".7"/><stop offset="1" stop-color="#9fb4c8" stop-opacity=".8"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const around = (n: number, r: number, f: (x: number, y: number, a: number) => string, cx = 400, cy = 390) =>
  range(n).map((i) => { const a = (i / n) * Math.PI * 2; return f(cx + r * Math.cos(a), cy + r * Math.sin(a), (a * 180) / Math.PI); }).join('');

/** A clutch's pressure plate from the gearbox side: cover with its bolt lugs, the diaphragm spring's fingers. */
function pressurePlate(cx: number, cy: number, r: number): string {
  return `${around(6, r * 0.96, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.1).toFixed(1)}" fill="url(#metal)" stroke="#3a3d42" stroke-width="3"/>`, cx, cy)}
<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="url(#metal)" stroke="#3a3d42" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="url(#dark)"/>
${around(18, r * 0.45, (x, y, a) => `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(r * 0.22 * Math.cos((a * Math.PI) / 180)).toFixed(1)} ${(r * 0.22 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" stroke="#fff" stroke-opacity=".8" stroke-width="5"/>`, cx, cy)}
<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="#fff" stroke="#555" stroke-width="4"/>`;
}

/** A clutch's driven plate: the friction ring with its rivets, the damper springs, the splined hub. */
function clutchDisc(cx: number, cy: number, r: number, v: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${v === 1 ? '#4a3f35' : '#3b3a38'}" stroke="#111" stroke-width="4"/>
${around(16, r * 0.8, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.035).toFixed(1)}" fill="url(#metal)"/>`, cx, cy)}
<circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="url(#metal)" stroke="#3a3d42" stroke-width="3"/>
${around(6, r * 0.4, (x, y, a) => `<rect x="${(x - r * 0.12).toFixed(1)}" y="${(y - r * 0.05).toFixed(1)}" width="${(r * 0.24).toFixed(1)}" height="${(r * 0.1).toFixed(1)}" rx="${(r * 0.04).toFixed(1)}" fill="url(#paintH)" transform="rotate(${(a + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`, cx, cy)}
<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="url(#darkH)"/>${around(20, r * 0.1, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.025).toFixed(1)}" fill="#fff"/>`, cx, cy)}<circle cx="${cx}" cy="${cy}" r="${r * 0.09}" fill="#fff"/>`;
}

/** A pleated rubber boot from x over length, its widest fold at height. */
function bellows(x: number, cy: number, length: number, height: number, v: number): string {
  const folds = 5;
  const step = length / folds;
  return `${range(folds).map((i) => { const h = height * (0.55 + 0.45 * ((i + 1) / folds)) * (v === 1 ? 0.9 : 1); return `<rect x="${(x + i * step).toFixed(1)}" y="${(cy - h / 2).toFixed(1)}" width="${(step * 0.95).toFixed(1)}" height="${h.toFixed(1)}" rx="${(step * 0.45).toFixed(1)}" fill="url(#darkH)"/>`; }).join('')}`;
}

/** A chain sprocket with its teeth. */
function sprocket(cx: number, cy: number, r: number, teeth: number): string {
  return `${around(teeth, r, (x, y, a) => `<rect x="${(x - 7).toFixed(1)}" y="${(y - 9).toFixed(1)}" width="14" height="18" rx="3" fill="url(#metal)" transform="rotate(${(a + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`, cx, cy)}
<circle cx="${cx}" cy="${cy}" r="${r - 4}" fill="url(#metal)"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#fff" stroke="#555" stroke-width="4"/>`;
}

/** A roller chain along a path: link plates and pins. */
function chainPath(d: string): string {
  return `<path d="${d}" fill="none" stroke="#2b2e33" stroke-width="22" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#a7adb5" stroke-width="14" stroke-dasharray="14 6" stroke-linejoin="round"/>
<path d="${d}" fill="none" stroke="#3a3d42" stroke-width="6" stroke-dasharray="4 16" stroke-linejoin="round"/>`;
}

const DRAWINGS: Record<string, Draw> = {
  disc: (v) => `${shadow(400, 720, 300, 40)}
<circle cx="400" cy="390" r="310" fill="url(#metal)"/><circle cx="400" cy="390" r="300" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>
${v === 1 ? around(36, 230, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="#3a3d42"/>`) : ''}
${v === 2 ? around(24, 235, (x, y, a) => `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(40 * Math.cos(((a + 70) * Math.PI) / 180)).toFixed(1)} ${(40 * Math.sin(((a + 70) * Math.PI) / 180)).toFixed(1)}" stroke="#50555c" stroke-width="5" stroke-linecap="round"/>`) : ''}
<circle cx="400" cy="390" r="150" fill="url(#dark)"/><circle cx="400" cy="390" r="135" fill="url(#metal)" opacity=".8"/>
${around(5, 90, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="#fff" stroke="#555" stroke-width="3"/>`)}
<circle cx="400" cy="390" r="45" fill="#fff" stroke="#555" stroke-width="4"/>`,
  drum: (v) => `${shadow(400, 720, 290, 40)}
<circle cx="400" cy="390" r="300" fill="url(#dark)"/><circle cx="400" cy="390" r="250" fill="url(#metal)"/>
${range(6).map((i) => `<circle cx="400" cy="390" r="${240 - i * 14}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="3"/>`).join('')}
<circle cx="400" cy="390" r="120" fill="url(#darkH)"/>${around(4 + (v % 2), 80, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="15" fill="#fff" stroke="#444" stroke-width="3"/>`)}
<circle cx="400" cy="390" r="42" fill="#fff" stroke="#444" stroke-width="4"/>`,
  pad: (v) => `${shadow(400, 640, 320, 40)}
<g transform="translate(0 -10)"><path d="M110 300 Q400 150 690 300 L660 520 Q400 430 140 520 Z" fill="url(#metal)" stroke="#4b5058" stroke-width="4"/>
<path d="M150 330 Q400 205 650 330 L630 500 Q400 420 170 500 Z" fill="url(#dark)"/>
<path d="M395 245 L395 455" stroke="#111" stroke-width="10" opacity=".6"/>
<circle cx="200" cy="270" r="16" fill="#fff" stroke="#444" stroke-width="4"/><circle cx="600" cy="270" r="16" fill="#fff" stroke="#444" stroke-width="4"/>
${v !== 0 ? `<path d="M610 480 q40 60 100 50" stroke="url(#metalH)" stroke-width="10" fill="none"/>` : ''}</g>
<g transform="translate(40 140) scale(.9)" opacity=".95"><path d="M110 300 Q400 150 690 300 L660 520 Q400 430 140 520 Z" fill="url(#metal)" stroke="#4b5058" stroke-width="4"/>
<path d="M150 330 Q400 205 650 330 L630 500 Q400 420 170 500 Z" fill="url(#dark)"/></g>`,
  caliper: () => `${shadow(400, 690, 280, 40)}
<path d="M170 220 Q400 100 630 220 L640 560 Q400 660 160 560 Z" fill="url(#paint)" stroke="#5a0f06" stroke-width="5"/>
<path d="M230 260 Q400 180 570 260 L575 500 Q400 570 225 500 Z" fill="url(#paintH)" opacity=".7"/>
<circle cx="300" cy="390" r="70" fill="url(#metal)"/><circle cx="500" cy="390" r="70" fill="url(#metal)"/>
<rect x="360" y="160" width="80" height="60" rx="12" fill="url(#metal)"/><circle cx="400" cy="610" r="22" fill="url(#metal)" stroke="#333" stroke-width="3"/>`,
  canfilter: (v) => `${shadow(400, 700, 230, 34)}
<rect x="210" y="160" width="380" height="500" rx="50" fill="url(#${v === 2 ? 'dark' : 'paint'}H)"/>
<ellipse cx="400" cy="170" rx="190" ry="46" fill="url(#metal)"/><ellipse cx="400" cy="170" rx="70" ry="18" fill="#2b2d30"/>
${range(14).map((i) => `<rect x="${236 + i * 24}" y="200" width="10" height="60" rx="4" fill="#000" opacity=".18"/>`).join('')}
<rect x="250" y="340" width="300" height="150" rx="14" fill="#fff" opacity=".92"/>
<rect x="280" y="372" width="200" height="22" rx="5" fill="#333"/><rect x="280" y="410" width="150" height="14" rx="4" fill="#999"/><rect x="280" y="438" width="180" height="14" rx="4" fill="#bbb"/>`,
  panelfilter: (v) => `${shadow(400, 660, 340, 40)}
<g transform="skewX(-14) translate(90 0)"><rect x="80" y="230" width="560" height="380" rx="14" fill="${v === 1 ? '#2f3a2f' : '#2d3b55'}"/>
<rect x="104" y="250" width="512" height="340" fill="${v === 1 ? '#3e3e3e' : '#f6f1e4'}"/>
${range(24).map((i) => `<rect x="${110 + i * 21}" y="250" width="11" height="340" fill="#000" opacity="${v === 1 ? '.35' : '.1'}"/>`).join('')}
<rect x="80" y="230" width="560" height="28" fill="#000" opacity=".35"/></g>`,
  plug: (v) => `${shadow(400, 740, 150, 22)}
<g transform="rotate(${v === 1 ? 8 : -8} 400 400)"><rect x="372" y="40" width="56" height="70" rx="10" fill="url(#metalH)"/>
<path d="M340 110 h120 l-12 190 h-96 Z" fill="#f7f7f2" stroke="#cfcfc4" stroke-width="3"/>
${range(5).map((i) => `<rect x="342" y="${140 + i * 30}" width="116" height="10" rx="5" fill="#d6d6cc"/>`).join('')}
<rect x="334" y="300" width="132" height="90" rx="6" fill="url(#metalH)"/><path d="M334 330 h132 M334 360 h132" stroke="#000" stroke-opacity=".25" stroke-width="4"/>
<rect x="350" y="390" width="100" height="40" fill="url(#metalH)"/>
<rect x="356" y="430" width="88" height="190" fill="url(#metalH)"/>${range(9).map((i) => `<path d="M356 ${440 + i * 20} l88 10" stroke="#000" stroke-opacity=".3" stroke-width="5"/>`).join('')}
<rect x="392" y="620" width="16" height="50" fill="#b07a3c"/><path d="M392 680 h40 v-14" stroke="#777" stroke-width="10" fill="none"/></g>`,
  bottle: (v) => `${shadow(400, 730, 220, 30)}
<path d="M250 250 Q250 200 300 190 L380 180 L380 120 L470 120 L470 190 Q560 200 560 260 L570 690 Q570 710 550 710 L250 710 Q230 710 230 690 Z" fill="url(#${v === 2 ? 'dark' : 'paint'}H)"/>
<rect x="372" y="70" width="106" height="60" rx="10" fill="url(#darkH)"/><path d="M250 250 Q250 200 300 190 L380 180" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="8"/>
<rect x="262" y="330" width="280" height="300" rx="14" fill="#fff" opacity=".94"/><rect x="292" y="370" width="220" height="44" rx="6" fill="#1f2937"/>
<rect x="292" y="432" width="160" height="18" rx="4" fill="#9ca3af"/><rect x="292" y="462" width="190" height="18" rx="4" fill="#cbd5e1"/><rect x="292" y="540" width="90" height="60" rx="8" fill="url(#paint)"/>
<rect x="520" y="240" width="22" height="420" rx="11" fill="#fff" opacity=".25"/>`,
  bulb: (v) => `${shadow(400, 730, 150, 22)}
<path d="M400 90 C520 90 540 230 500 330 L470 410 L330 410 L300 330 C260 230 280 90 400 90 Z" fill="url(#glass)" stroke="#9fb4c8" stroke-width="4"/>
<path d="M360 380 L380 190 L420 190 L440 380" fill="none" stroke="#777" stroke-width="5"/><path d="M370 200 q30 ${v === 1 ? -40 : -25} 60 0" stroke="#c0842a" stroke-width="10" fill="none"/>
<rect x="320" y="410" width="160" height="44" fill="url(#metalH)"/><rect x="300" y="454" width="200" height="26" rx="6" fill="url(#metalH)"/>
<path d="M330 480 h140 l-14 160 h-112 Z" fill="url(#darkH)"/><rect x="360" y="640" width="24" height="70" fill="url(#metalH)"/><rect x="416" y="640" width="24" height="70" fill="url(#metalH)"/>
<path d="M330 150 q-20 80 10 170" stroke="#fff" stroke-width="14" fill="none" opacity=".8"/>`,
  headlamp: (v) => `${shadow(400, 660, 340, 36)}
<path d="M80 300 Q100 180 260 170 L620 190 Q730 210 720 330 L690 520 Q670 580 600 580 L190 560 Q90 550 80 460 Z" fill="url(#darkH)"/>
<path d="M110 310 Q125 210 265 200 L610 218 Q700 235 690 335 L665 500 Q650 550 595 550 L195 532 Q115 522 108 450 Z" fill="url(#glass)"/>
<circle cx="${v === 1 ? 300 : 280}" cy="370" r="105" fill="url(#metal)"/><circle cx="${v === 1 ? 300 : 280}" cy="370" r="52" fill="url(#glass)" stroke="#8fa0ad" stroke-width="4"/>
<circle cx="530" cy="370" r="80" fill="url(#metal)"/><circle cx="530" cy="370" r="36" fill="url(#glass)" stroke="#8fa0ad" stroke-width="4"/>
<path d="M150 480 L640 500" stroke="${v === 2 ? '#ffb020' : '#ffffff'}" stroke-width="12" stroke-linecap="round" opacity=".9"/>`,
  shock: (v) => `${shadow(400, 750, 120, 18)}
<g transform="rotate(${v === 1 ? 10 : -10} 400 400)"><circle cx="400" cy="80" r="34" fill="none" stroke="url(#metalH)" stroke-width="16"/>
<rect x="388" y="110" width="24" height="230" fill="url(#metalH)"/><rect x="360" y="150" width="80" height="40" rx="8" fill="url(#darkH)"/>
<rect x="350" y="330" width="100" height="360" rx="14" fill="url(#${v === 2 ? 'dark' : 'paint'}H)"/>
<rect x="360" y="430" width="80" height="90" rx="6" fill="#fff" opacity=".85"/><rect x="372" y="450" width="56" height="12" fill="#333"/>
<circle cx="400" cy="720" r="34" fill="none" stroke="url(#metalH)" stroke-width="16"/></g>`,
  spring: (v) => `${shadow(400, 740, 200, 26)}
${range(8).map((i) => `<ellipse cx="400" cy="${170 + i * 68}" rx="190" ry="44" fill="none" stroke="url(#${v === 2 ? 'metal' : 'paint'}H)" stroke-width="34"/>`).join('')}
${range(8).map((i) => `<path d="M220 ${178 + i * 68} Q400 ${232 + i * 68} 580 ${178 + i * 68}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="10"/>`).join('')}`,
  belt: (v) => `${shadow(400, 700, 300, 30)}
<path d="M200 230 Q400 110 600 230 Q720 330 600 480 Q400 620 200 480 Q80 330 200 230 Z" fill="none" stroke="#15171a" stroke-width="52"/>
<path d="M200 230 Q400 110 600 230 Q720 330 600 480 Q400 620 200 480 Q80 330 200 230 Z" fill="none" stroke="#3a3e44" stroke-width="30" stroke-dasharray="${v === 1 ? '6 10' : '12 12'}"/>
${v !== 0 ? '<circle cx="400" cy="350" r="80" fill="url(#metal)"/><circle cx="400" cy="350" r="26" fill="#333"/>' : ''}`,
  battery: (v) => `${shadow(400, 700, 330, 30)}
<path d="M120 260 L520 220 L690 290 L690 620 L300 660 L120 600 Z" fill="url(#darkH)"/><path d="M120 260 L520 220 L690 290 L300 330 Z" fill="${v === 1 ? '#5c6470' : '#3b4048'}"/>
<path d="M300 330 L690 290 L690 620 L300 660 Z" fill="url(#dark)"/>
<rect x="200" y="240" width="50" height="36" rx="6" fill="#d22" transform="skewX(-10)"/><rect x="520" y="214" width="50" height="36" rx="6" fill="#444" transform="skewX(-10)"/>
<path d="M330 400 L660 370 L660 520 L330 555 Z" fill="url(#paint)"/><path d="M360 440 L560 422" stroke="#fff" stroke-width="18"/><path d="M360 485 L500 473" stroke="#fff" stroke-width="10" opacity=".8"/>`,
  wiper: (v) => `${shadow(400, 600, 360, 24)}
<g transform="rotate(-12 400 400)"><path d="M60 420 Q400 ${v === 1 ? 360 : 380} 740 420 L740 440 Q400 400 60 440 Z" fill="url(#darkH)"/>
<path d="M70 440 Q400 404 730 440 L730 452 Q400 416 70 452 Z" fill="#111"/><rect x="360" y="360" width="80" height="48" rx="10" fill="url(#metalH)"/>
${v === 2 ? '<path d="M100 410 Q400 350 700 410" stroke="#b4bcc6" stroke-width="6" fill="none"/>' : ''}</g>`,
  muffler: (v) => `${shadow(400, 620, 330, 30)}
<rect x="60" y="360" width="140" height="44" rx="20" fill="url(#metalH)"/>
<rect x="180" y="250" width="${v === 1 ? 380 : 440}" height="260" rx="120" fill="url(#metal)"/>
<rect x="${v === 1 ? 540 : 600}" y="380" width="140" height="60" rx="28" fill="url(#metalH)"/><ellipse cx="${v === 1 ? 680 : 740}" cy="410" rx="20" ry="30" fill="#222"/>
<path d="M220 280 Q400 250 580 280" stroke="#fff" stroke-opacity=".5" stroke-width="14" fill="none"/>`,
  sensor: (v) => `${shadow(400, 700, 220, 26)}
<rect x="250" y="160" width="140" height="120" rx="18" fill="url(#darkH)"/><rect x="270" y="180" width="100" height="60" rx="8" fill="#111"/>
<path d="M320 280 L320 340 L400 340" fill="none" stroke="#222" stroke-width="30"/>
<polygon points="400,300 520,300 550,360 520,420 400,420 370,360" fill="url(#metal)"/>
<rect x="430" y="420" width="60" height="180" fill="url(#metalH)"/>${range(7).map((i) => `<path d="M430 ${432 + i * 22} l60 8" stroke="#000" stroke-opacity=".3" stroke-width="5"/>`).join('')}
<rect x="444" y="600" width="32" height="50" rx="6" fill="url(#${v === 1 ? 'paint' : 'dark'}H)"/>`,
  joint: (v) => `${shadow(400, 640, 320, 28)}
<rect x="110" y="370" width="480" height="40" rx="20" fill="url(#metalH)" transform="rotate(-10 400 400)"/>
<circle cx="610" cy="330" r="90" fill="url(#metal)"/><circle cx="610" cy="330" r="40" fill="#2a2d31"/>
<path d="M560 420 Q610 480 660 420 L650 560 Q610 580 570 560 Z" fill="url(#dark)"/><rect x="592" y="560" width="36" height="100" fill="url(#metalH)"/>
${v === 2 ? '<circle cx="160" cy="470" r="60" fill="url(#dark)"/>' : '<rect x="100" y="430" width="110" height="60" rx="12" fill="url(#darkH)"/>'}`,
  bearing: (v) => `${shadow(400, 720, 280, 36)}
<circle cx="400" cy="390" r="290" fill="url(#metal)"/><circle cx="400" cy="390" r="230" fill="url(#dark)"/>
${around(14, 200, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="28" fill="url(#metal)"/>`)}
<circle cx="400" cy="390" r="170" fill="url(#metal)"/><circle cx="400" cy="390" r="${v === 1 ? 90 : 110}" fill="#fff" stroke="#555" stroke-width="5"/>`,
  gasket: (v) => `${shadow(400, 640, 330, 30)}
<path d="M100 260 Q120 200 200 200 L600 200 Q700 200 700 280 L700 520 Q700 600 600 600 L200 600 Q100 600 100 520 Z" fill="url(#${v === 2 ? 'dark' : 'metal'})"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${220 + i * 120}" cy="400" r="52" fill="#fff" stroke="#666" stroke-width="8"/>`).join('')}
${[160, 640].flatMap((x) => [250, 550].map((y) => `<circle cx="${x}" cy="${y}" r="16" fill="#fff" stroke="#666" stroke-width="4"/>`)).join('')}`,
  hose: (v) => `${shadow(400, 660, 320, 28)}
<path d="M120 520 C200 200 420 640 520 330 S680 220 700 200" fill="none" stroke="#101214" stroke-width="70" stroke-linecap="round"/>
<path d="M120 520 C200 200 420 640 520 330 S680 220 700 200" fill="none" stroke="#4a4f56" stroke-width="18" stroke-linecap="round" opacity=".6" transform="translate(-10 -12)"/>
<rect x="92" y="500" width="60" height="40" rx="8" fill="url(#metalH)" transform="rotate(-20 122 520)"/><rect x="670" y="182" width="60" height="40" rx="8" fill="url(#${v === 1 ? 'paint' : 'metal'}H)" transform="rotate(-40 700 200)"/>`,
  unit: (v) => `${shadow(400, 700, 300, 34)}
<rect x="150" y="220" width="430" height="360" rx="150" fill="url(#metal)"/>
${range(9).map((i) => `<rect x="${200 + i * 40}" y="250" width="16" height="300" rx="8" fill="#000" opacity=".16"/>`).join('')}
<rect x="560" y="340" width="90" height="120" rx="14" fill="url(#metalH)"/><circle cx="680" cy="400" r="${v === 1 ? 70 : 56}" fill="url(#dark)"/>
${range(6).map((i) => `<path d="M${640 + i * 14} 340 v120" stroke="#000" stroke-opacity=".3" stroke-width="5"/>`).join('')}<rect x="240" y="180" width="100" height="60" rx="10" fill="url(#darkH)"/>`,
  radiator: (v) => `${shadow(400, 690, 340, 30)}
<rect x="90" y="170" width="620" height="470" rx="10" fill="url(#${v === 1 ? 'dark' : 'metal'}H)"/><rect x="120" y="200" width="560" height="410" fill="#2b2f35"/>
${range(28).map((i) => `<rect x="${124 + i * 20}" y="200" width="9" height="410" fill="url(#metalH)" opacity=".85"/>`).join('')}
${range(10).map((i) => `<rect x="120" y="${214 + i * 40}" width="560" height="4" fill="#000" opacity=".35"/>`).join('')}
<rect x="${v === 2 ? 40 : 700}" y="${v === 2 ? 520 : 230}" width="70" height="46" rx="14" fill="url(#metalH)"/>`,
  // A clutch kit: the pressure plate with its diaphragm fingers, the driven plate with its
  // friction lining, damper springs and splined hub in front of it, the release bearing beside.
  clutch: (v) => `${shadow(400, 720, 320, 36)}${pressurePlate(320, 340, 230)}${clutchDisc(510, 470, 190, v)}
<circle cx="160" cy="620" r="70" fill="url(#metal)" stroke="#3a3d42" stroke-width="3"/><circle cx="160" cy="620" r="38" fill="#fff" stroke="#555" stroke-width="4"/>`,
  clutchdisc: (v) => `${shadow(400, 720, 300, 36)}${clutchDisc(400, 390, 300, v)}`,
  pressureplate: () => `${shadow(400, 720, 310, 36)}${pressurePlate(400, 390, 310)}`,
  // A timing chain over the crankshaft's and camshaft's sprockets, its plastic guide rail and tensioner.
  chain: (v) => `${shadow(400, 730, 280, 30)}
${sprocket(400, 600, 70, 18)}${sprocket(250, 190, 110, 36)}${v === 2 ? '' : sprocket(560, 190, 110, 36)}
${chainPath(v === 2 ? 'M140 190 A110 110 0 0 1 360 190 L470 600 A70 70 0 0 1 330 600 Z' : 'M140 190 A110 110 0 0 1 360 190 A110 110 0 0 1 450 190 A110 110 0 0 1 670 190 L470 600 A70 70 0 0 1 330 600 Z')}
<path d="M120 250 Q160 450 310 600" fill="none" stroke="url(#paintH)" stroke-width="26" stroke-linecap="round"/>
<path d="M${v === 2 ? 390 : 690} 250 Q${v === 2 ? 420 : 640} 450 490 600" fill="none" stroke="url(#darkH)" stroke-width="26" stroke-linecap="round"/>
<rect x="${v === 2 ? 430 : 700}" y="360" width="70" height="110" rx="12" fill="url(#metalH)" transform="rotate(-20 ${v === 2 ? 465 : 735} 415)"/>`,
  // A rubber-metal bush: outer sleeve, rubber body with its two voids, inner sleeve; seen end-on and from the side.
  bush: (v) => `${shadow(400, 700, 320, 32)}
<circle cx="290" cy="390" r="220" fill="url(#metal)"/><circle cx="290" cy="390" r="196" fill="url(#dark)"/>
${v === 1 ? '' : '<path d="M170 300 Q290 240 410 300 Q290 275 170 300 Z M170 480 Q290 540 410 480 Q290 505 170 480 Z" fill="#fff" stroke="#111" stroke-width="3"/>'}
<circle cx="290" cy="390" r="70" fill="url(#metal)"/><circle cx="290" cy="390" r="40" fill="#fff" stroke="#555" stroke-width="4"/>
<rect x="560" y="210" width="130" height="360" fill="url(#darkH)"/><rect x="548" y="210" width="154" height="26" rx="6" fill="url(#metalH)"/><rect x="548" y="544" width="154" height="26" rx="6" fill="url(#metalH)"/>
<rect x="600" y="180" width="50" height="420" fill="url(#metalH)" opacity=".9"/>`,
  // A strut or engine mount: a steel flange with its studs, the rubber body, the centre sleeve.
  mount: (v) => `${shadow(400, 700, 320, 34)}
<ellipse cx="400" cy="330" rx="290" ry="120" fill="url(#metal)"/>
${[[180, 330], [620, 330], [400, 230]].map(([x, y]) => `<rect x="${x! - 12}" y="${y! - 150}" width="24" height="150" fill="url(#metalH)"/>${range(6).map((i) => `<path d="M${x! - 12} ${y! - 140 + i * 20} l24 8" stroke="#000" stroke-opacity=".3" stroke-width="4"/>`).join('')}<ellipse cx="${x}" cy="${y}" rx="34" ry="14" fill="url(#metalH)"/>`).join('')}
<path d="M200 360 Q200 560 400 580 Q600 560 600 360 Z" fill="url(#dark)"/>
<ellipse cx="400" cy="590" rx="${v === 1 ? 110 : 90}" ry="36" fill="url(#metal)"/><ellipse cx="400" cy="590" rx="40" ry="16" fill="#222"/>`,
  // A hydraulic tappet: a hardened steel cup, its oil groove and feed hole, the plunger's seat on top.
  tappet: (v) => `${shadow(400, 700, 200, 28)}
<rect x="260" y="220" width="280" height="440" rx="16" fill="url(#metalH)"/>
<ellipse cx="400" cy="220" rx="140" ry="40" fill="url(#metal)"/><ellipse cx="400" cy="220" rx="${v === 1 ? 56 : 44}" ry="16" fill="#3a3d42"/>
<rect x="260" y="430" width="280" height="44" fill="#000" opacity=".22"/><circle cx="400" cy="452" r="14" fill="#1b1d20"/>
<path d="M272 240 V640" stroke="#fff" stroke-opacity=".45" stroke-width="12"/>`,
  // A battery charger: its case with the display, the leads ending in a red and a black clamp.
  charger: (v) => `${shadow(400, 700, 330, 32)}
<rect x="170" y="140" width="460" height="300" rx="40" fill="url(#${v === 2 ? 'dark' : 'paint'})"/><rect x="220" y="190" width="220" height="110" rx="10" fill="#1d2a1f"/>
<rect x="240" y="210" width="180" height="70" rx="6" fill="#8fd18a" opacity=".85"/>${range(3).map((i) => `<circle cx="${500 + (i % 2) * 60}" cy="${210 + Math.floor(i / 2) * 70}" r="22" fill="url(#darkH)"/>`).join('')}
<path d="M300 440 C300 560 210 560 200 620" fill="none" stroke="#c8302b" stroke-width="14"/><path d="M480 440 C480 560 590 560 600 620" fill="none" stroke="#1b1d20" stroke-width="14"/>
<path d="M160 620 h80 l-10 80 h-60 Z" fill="#c8302b"/><path d="M560 620 h80 l-10 80 h-60 Z" fill="#2b2d30"/>
<path d="M170 700 v30 M230 700 v30 M570 700 v30 M630 700 v30" stroke="url(#metalH)" stroke-width="12"/>`,
  // A drive shaft: the bar between the inner and the outer joint, each under its pleated boot.
  driveshaft: (v) => `${shadow(400, 650, 350, 28)}
<g transform="rotate(-12 400 400)"><rect x="200" y="382" width="400" height="36" rx="14" fill="url(#metalH)"/>
${bellows(140, 400, 130, 70, v)}${bellows(520, 400, 140, 80, v)}
<rect x="40" y="350" width="110" height="100" rx="30" fill="url(#metal)"/><rect x="660" y="340" width="110" height="120" rx="40" fill="url(#metal)"/>
<rect x="770" y="382" width="30" height="36" fill="url(#metalH)"/>${range(5).map((i) => `<path d="M${772 + i * 6} 382 v36" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`).join('')}</g>`,
  // A drive shaft's joint kit: the joint's bell with its splined stub, the boot, clamps and the grease.
  cvjoint: (v) => `${shadow(400, 700, 320, 30)}
<path d="M160 280 Q160 200 260 190 L330 190 Q420 200 420 290 L420 470 Q420 560 330 570 L260 570 Q160 560 160 480 Z" fill="url(#metal)"/>
<rect x="30" y="350" width="140" height="60" fill="url(#metalH)"/>${range(9).map((i) => `<path d="M${40 + i * 14} 350 v60" stroke="#000" stroke-opacity=".3" stroke-width="3"/>`).join('')}
${bellows(480, 380, 170, 110, v)}<ellipse cx="680" cy="220" rx="60" ry="18" fill="none" stroke="url(#metalH)" stroke-width="10"/><ellipse cx="680" cy="280" rx="40" ry="12" fill="none" stroke="url(#metalH)" stroke-width="10"/>
<rect x="620" y="520" width="110" height="140" rx="14" fill="url(#paint)"/><rect x="640" y="560" width="70" height="40" rx="6" fill="#fff" opacity=".9"/>`,
  // A Bowden cable: the inner wire in its sheath, the adjuster and the end fittings.
  cable: (v) => `${shadow(400, 660, 340, 24)}
<path d="M110 520 C250 300 450 650 640 260" fill="none" stroke="#1b1d20" stroke-width="20" stroke-linecap="round"/>
<path d="M640 260 L720 150" stroke="url(#metalH)" stroke-width="6"/><circle cx="728" cy="140" r="16" fill="url(#metal)"/>
<rect x="600" y="262" width="70" height="34" rx="8" fill="url(#metalH)" transform="rotate(-55 635 279)"/>
<path d="M110 520 L50 600" stroke="url(#metalH)" stroke-width="6"/><rect x="30" y="596" width="40" height="24" rx="6" fill="url(#metal)"/>
<rect x="${v === 1 ? 250 : 300}" y="400" width="80" height="40" rx="10" fill="url(#darkH)" transform="rotate(-30 340 420)"/>`,
  // A shaft seal or gasket ring: the rubber lip round its steel core, its garter spring, seen end-on and in section.
  seal: (v) => `${shadow(400, 690, 300, 30)}
<circle cx="330" cy="390" r="250" fill="url(#${v === 2 ? 'metal' : 'dark'})"/><circle cx="330" cy="390" r="205" fill="url(#metal)"/><circle cx="330" cy="390" r="170" fill="url(#dark)"/>
<circle cx="330" cy="390" r="150" fill="#fff" stroke="#555" stroke-width="4"/><circle cx="330" cy="390" r="160" fill="none" stroke="#c9a227" stroke-width="5" stroke-dasharray="4 3"/>
<path d="M640 240 h70 v70 l-30 40 h-40 Z" fill="url(#dark)"/><rect x="648" y="250" width="50" height="14" fill="url(#metalH)"/><circle cx="670" cy="330" r="8" fill="#c9a227"/>
<path d="M640 540 h70 v-70 l-30 -40 h-40 Z" fill="url(#dark)"/><rect x="648" y="516" width="50" height="14" fill="url(#metalH)"/><circle cx="670" cy="450" r="8" fill="#c9a227"/>`,
  // An O-ring or flat seal: a plain rubber ring, seen end-on and in section.
  oring: (v) => `${shadow(400, 690, 300, 30)}
<circle cx="330" cy="390" r="${v === 1 ? 230 : 250}" fill="none" stroke="url(#darkH)" stroke-width="44"/><circle cx="330" cy="390" r="${v === 1 ? 240 : 260}" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="6"/>
<rect x="640" y="200" width="44" height="44" rx="${v === 2 ? 6 : 22}" fill="url(#dark)"/><rect x="640" y="536" width="44" height="44" rx="${v === 2 ? 6 : 22}" fill="url(#dark)"/>
<path d="M662 250 V530" stroke="#7c8793" stroke-width="2" stroke-dasharray="18 5 3 5"/>`,
  // A bolt: hexagon or collar head, the threaded shank.
  bolt: (v) => `${shadow(400, 730, 160, 22)}
<polygon points="300,120 500,120 540,190 500,260 300,260 260,190" fill="url(#metal)" stroke="#3a3d42" stroke-width="4"/>
<path fill="none" d="M300 120 L340 190 L300 260 M500 120 L460 190 L500 260" stroke="#000" stroke-opacity=".15" stroke-width="4"/>
<rect x="${v === 1 ? 250 : 270}" y="260" width="${v === 1 ? 300 : 260}" height="30" rx="6" fill="url(#metalH)"/>
<rect x="350" y="290" width="100" height="400" fill="url(#metalH)"/>${range(16).map((i) => `<path d="M350 ${320 + i * 22} l100 12" stroke="#000" stroke-opacity=".3" stroke-width="5"/>`).join('')}
<path d="M350 690 l10 20 h80 l10 -20" fill="url(#metalH)"/>`,
  // A glow plug: the hexagon and thread of a plug, no ceramic insulator, the long thin heater rod.
  glowplug: (v) => `${shadow(400, 760, 140, 20)}
<g transform="rotate(${v === 1 ? 8 : -8} 400 400)"><rect x="382" y="30" width="36" height="70" rx="6" fill="url(#metalH)"/><rect x="370" y="90" width="60" height="20" fill="url(#darkH)"/>
<polygon points="346,110 454,110 470,150 454,190 346,190 330,150" fill="url(#metal)"/>
<rect x="360" y="190" width="80" height="270" fill="url(#metalH)"/>${range(10).map((i) => `<path d="M360 ${300 + i * 16} l80 8" stroke="#000" stroke-opacity=".3" stroke-width="4"/>`).join('')}
<path d="M376 460 h48 l-8 30 h-32 Z" fill="url(#metalH)"/><rect x="388" y="490" width="24" height="250" rx="10" fill="url(#metalH)"/><rect x="388" y="690" width="24" height="50" rx="10" fill="#b07a3c" opacity=".7"/></g>`,
  box: (v) => `${shadow(400, 700, 320, 34)}
<path d="M120 260 L430 200 L690 270 L690 600 L380 680 L120 600 Z" fill="#c89b5d"/><path d="M120 260 L430 200 L690 270 L380 340 Z" fill="#e2bd85"/>
<path d="M380 340 L690 270 L690 600 L380 680 Z" fill="#b08048"/>
<path d="M400 390 L660 330 L660 470 L400 530 Z" fill="url(#${['paint', 'dark', 'metal'][v % 3]})"/><path d="M420 430 L620 384" stroke="#fff" stroke-width="16"/>
<path d="M230 240 L540 300 L540 340" stroke="#8a6a3a" stroke-width="14" fill="none" opacity=".5"/>`,
};

export const STUDIO_KINDS = Object.keys(DRAWINGS);

/** The studio drawing of a kind in a finish, with its gradients (an unknown kind draws the parcel a part comes in). */
export function studioDrawing(kind: string, finish: number): string {
  const draw = DRAWINGS[kind] ?? DRAWINGS.box!;
  const variant = Math.abs(finish) % FINISHES;
  return `${defs(variant)}${draw(variant)}`;
}
