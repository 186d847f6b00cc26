/**
 * Batteries and bulbs drawn from their criteria. A battery's case follows its capacity (the EN
 * case sizes: 60 Ah is 242 mm long, 95 Ah 353 mm), its terminals the polarity; a bulb is drawn
 * with its own base (H4's three pins, H7's two, a xenon burner's igniter, a bayonet cap) and its
 * type printed on it, with the base seen from below beside it, and its line and pack as the box names them; an ignition coil as a pencil coil or a
 * coil block, as its type says.
 */
import { type Criteria, DIM, INK, centreLine, dimH, dimV, figure, r1, text } from './drafting';

/** Pixels per millimetre of every battery case. */
export const BATTERY_SCALE = 1.6;

/** Case length, width, height in mm of the usual capacities (EN 50342-2 sizes). */
export function batteryCase(ah: number): [number, number, number] {
  if (ah <= 47) return [207, 175, 175];
  if (ah <= 56) return [242, 175, 175];
  if (ah <= 64) return [242, 175, 190];
  if (ah <= 72) return [278, 175, 175];
  if (ah <= 77) return [278, 175, 190];
  if (ah <= 85) return [315, 175, 175];
  return [353, 175, 190];
}

export function battery(c: Criteria): string {
  const ah = c.num('capacity', 60);
  const amps = c.num('cold_start_current', Math.round(ah * 8.5 / 10) * 10);
  const volts = c.num('voltage', 12);
  const plusRight = c.get('polarity') !== 'left_plus';
  const [length, width, height] = batteryCase(ah);
  const s = BATTERY_SCALE;
  const [l, h] = [length * s, height * s];
  // Cabinet projection: the top recedes at 30 degrees, half its depth.
  const [dx, dy] = [width * s * 0.5 * Math.cos(Math.PI / 6), -width * s * 0.5 * Math.sin(Math.PI / 6)];
  const x0 = (800 - l - dx) / 2 + 10;
  const y0 = 400 - (h - dy) / 2 - dy + 10;
  const [x1, y1] = [x0 + l, y0 + h];
  const box = `<path d="M${r1(x0)} ${r1(y0)} L${r1(x0 + dx)} ${r1(y0 + dy)} H${r1(x1 + dx)} L${r1(x1)} ${r1(y0)} Z" fill="#6b737c" stroke="${INK}" stroke-width="2.5"/>
<path d="M${r1(x1)} ${r1(y0)} L${r1(x1 + dx)} ${r1(y0 + dy)} V${r1(y1 + dy)} L${r1(x1)} ${r1(y1)} Z" fill="#2a2f35" stroke="${INK}" stroke-width="2.5"/>
<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(l)}" height="${r1(h)}" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>
<path d="M${r1(x0)} ${r1(y0 + 16)} H${r1(x1)}" stroke="#1b1f24" stroke-width="3"/>`;
  // The terminals sit on the front edge of the lid, a hand's width in from each end.
  const terminal = (along: number, plus: boolean) => {
    const tx = x0 + along + dx * 0.3;
    const ty = y0 + dy * 0.3;
    return `<rect x="${r1(tx - 13)}" y="${r1(ty - 30)}" width="26" height="30" fill="${plus ? '#c8302b' : '#3a3f45'}" stroke="${INK}" stroke-width="2"/>
<ellipse cx="${r1(tx)}" cy="${r1(ty - 30)}" rx="13" ry="5" fill="${plus ? '#e25a52' : '#5c636b'}" stroke="${INK}" stroke-width="2"/>
${text(tx, ty - 42, plus ? '+' : '−', { size: 34, weight: 'bold', fill: plus ? '#c8302b' : INK })}`;
  };
  const inset = 34 * s;
  const terminals = terminal(plusRight ? l - inset : inset, true) + terminal(plusRight ? inset : l - inset, false);
  const label = `<rect x="${r1(x0 + l * 0.1)}" y="${r1(y0 + h * 0.26)}" width="${r1(l * 0.8)}" height="${r1(h * 0.56)}" rx="8" fill="#f5f7f9"/>
<rect x="${r1(x0 + l * 0.1)}" y="${r1(y0 + h * 0.26)}" width="${r1(l * 0.8)}" height="${r1(h * 0.16)}" rx="8" fill="${DIM}"/>
${text(x0 + l / 2, y0 + h * 0.39, `${figure(volts)} V`, { size: 26, weight: 'bold', fill: '#fff' })}
${text(x0 + l / 2, y0 + h * 0.6, `${figure(ah)} Ah`, { size: Math.min(52, l * 0.16), weight: 'bold', fill: INK })}
${text(x0 + l / 2, y0 + h * 0.76, `${figure(amps)} A (EN)`, { size: 24, fill: INK })}`;
  const dims = `${dimH(x0, x1, y1 + 56, figure(length), y1)}${dimV(y0, y1, x0 - 30, figure(height), x0)}
<path d="M${r1(x1 + 14)} ${r1(y1 + 8)} L${r1(x1 + dx + 14)} ${r1(y1 + dy + 8)}" stroke="${DIM}" stroke-width="1.6"/>${text(x1 + dx / 2 + 30, y1 + dy / 2 + 28, figure(width), { anchor: 'start' })}`;
  // The lid seen from above, small, with the terminal layout the trade names by it.
  const px = 610;
  const py = 40;
  const [pl, pw] = [150, 64];
  const plan = `<rect x="${px}" y="${py}" width="${pl}" height="${pw}" rx="4" fill="#eef1f4" stroke="${INK}" stroke-width="2"/>
<circle cx="${plusRight ? px + pl - 22 : px + 22}" cy="${py + pw - 16}" r="10" fill="#c8302b"/><circle cx="${plusRight ? px + 22 : px + pl - 22}" cy="${py + pw - 16}" r="10" fill="#3a3f45"/>
${text(plusRight ? px + pl - 22 : px + 22, py + 28, '+', { size: 24, fill: '#c8302b', weight: 'bold' })}${text(plusRight ? px + 22 : px + pl - 22, py + 28, '−', { size: 24, fill: INK, weight: 'bold' })}`;
  // Its technology and case standard as the shelf label names them (an EFB in a JIS case is another battery than a flooded EN one).
  const standard = [c.get('technology'), c.get('terminal_layout')].filter((part) => part).join(' · ');
  const named = standard ? text(px + pl / 2, py + pw + 30, standard, { size: 22, weight: 'bold', fill: INK }) : '';
  return box + terminals + label + dims + plan + named;
}

type Base = 'H4' | 'H7' | 'H1' | 'H11' | 'xenon-igniter' | 'xenon' | 'bayonet-single' | 'bayonet-double' | 'wedge' | 'festoon';

/** The base a lamp type has (ECE R37 and R99 names them: P43t for H4, PX26d for H7, ...). */
export function baseOf(type: string): Base {
  const t = type.toUpperCase();
  if (t === 'H4' || t === 'HB2' || t === 'H19') return 'H4';
  if (t === 'H7' || t === 'H18') return 'H7';
  if (t === 'H1' || t === 'H3') return 'H1';
  if (/^H(8|9|11|16)$|^HB[34]$|^HIR/.test(t)) return 'H11';
  if (/^D[13]/.test(t)) return 'xenon-igniter';
  if (/^D/.test(t)) return 'xenon';
  if (/^P\d+\/\d+W|^PY\d+\/\d+W/.test(t)) return 'bayonet-double';
  if (/^P|^R\d/.test(t)) return 'bayonet-single';
  if (/^C\d/.test(t)) return 'festoon';
  return 'wedge';
}

/** The bases with the capsule on top, seen from the side; the pins seen from below beside. */
export function bulb(c: Criteria): string {
  const type = c.get('lamp_type') ?? 'H7';
  const base = baseOf(type);
  const amber = /^(PY|WY|HY)/.test(type.toUpperCase());
  // An LED replacement draws far less than the filament it replaces (18 W for an H7's 55 W, 1-3 W for a signal lamp).
  const watts = c.num('wattage', 55);
  const led = ['H7', 'H4', 'H1', 'H11'].includes(base) ? watts <= 18 : !base.startsWith('xenon') && watts <= 3;
  const glassFill = amber ? '#f6b73c' : 'url(#lens)';
  const cx = 330;
  const parts: string[] = [];
  const filament = (y1: number, y2: number, x = cx) => `<path d="M${x - 8} ${y1} ${Array.from({ length: 7 }, (_, i) => `L${x + (i % 2 ? 8 : -8)} ${r1(y1 + ((y2 - y1) * (i + 1)) / 7)}`).join(' ')}" fill="none" stroke="#b0742c" stroke-width="4"/>`;
  const capsule = (top: number, bottom: number, halfWidth: number) => `<path d="M${cx - halfWidth} ${bottom} V${top + halfWidth} Q${cx - halfWidth} ${top} ${cx} ${top} Q${cx + halfWidth} ${top} ${cx + halfWidth} ${top + halfWidth} V${bottom} Z" fill="${glassFill}" stroke="#7f93a8" stroke-width="2.5"/>
<path d="M${cx - halfWidth + 10} ${top + halfWidth} V${bottom - 10}" stroke="#fff" stroke-width="6" opacity=".9"/>`;
  const heatsink = (top: number, bottom: number) => `<rect x="${cx - 46}" y="${top}" width="92" height="${bottom - top}" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/>
${Array.from({ length: 6 }, (_, i) => `<path d="M${cx - 46} ${top + 16 + i * ((bottom - top - 24) / 5)} H${cx + 46}" stroke="${INK}" stroke-width="2"/>`).join('')}
<rect x="${cx - 16}" y="${top - 150}" width="32" height="150" fill="#f1f3f5" stroke="${INK}" stroke-width="2"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx - 10}" y="${top - 136 + i * 34}" width="20" height="20" fill="#f2c94c" stroke="#a5801a" stroke-width="1.5"/>`).join('')}`;
  const label = (y: number) => text(cx, y, `${type} ${figure(c.num('voltage', 12))}V ${c.get('wattage') ?? ''}W`, { size: 22, fill: '#f5f7f9', weight: 'bold' });
  // Printed on a plastic base: the type alone, as the maker stamps it.
  const stamp = (y: number) => text(cx, y, type, { size: 26, fill: '#f5f7f9', weight: 'bold' });
  const flatPin = (x: number, y: number, w = 16, h = 70) => `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>`;
  let plan = '';
  switch (base) {
    case 'H4':
      parts.push(led ? heatsink(270, 420) : capsule(120, 420, 62) + `<rect x="${cx - 40}" y="112" width="80" height="40" rx="18" fill="#1b1f24"/>` + filament(180, 250) + filament(280, 350) + `<path d="M${cx - 36} 300 h72" stroke="#8a8f96" stroke-width="6"/>`);
      parts.push(`<rect x="${cx - 120}" y="420" width="240" height="22" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx - 90}" y="442" width="180" height="30" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/>
<rect x="${cx - 80}" y="472" width="160" height="90" rx="8" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>${stamp(528)}${flatPin(cx - 50, 562)}${flatPin(cx, 562)}${flatPin(cx + 50, 562)}`);
      plan = `<circle cx="640" cy="520" r="96" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/>${[[-36, -26], [36, -26], [0, 40]].map(([x, y]) => `<rect x="${640 + x! - 8}" y="${520 + y! - 20}" width="16" height="40" fill="${INK}"/>`).join('')}${[0, 1, 2].map((i) => `<rect x="${r1(640 + 96 * Math.cos((i * 2 * Math.PI) / 3 - Math.PI / 2) - 12)}" y="${r1(520 + 96 * Math.sin((i * 2 * Math.PI) / 3 - Math.PI / 2) - 8)}" width="24" height="16" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`).join('')}`;
      break;
    case 'H7':
      parts.push(led ? heatsink(280, 430) : capsule(150, 430, 48) + `<rect x="${cx - 30}" y="142" width="60" height="36" rx="14" fill="#1b1f24"/>` + filament(230, 330));
      parts.push(`<rect x="${cx - 100}" y="430" width="200" height="18" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx - 24}" y="448" width="48" height="14" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 70}" y="462" width="140" height="100" rx="10" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>${stamp(522)}${flatPin(cx - 26, 562, 14, 62)}${flatPin(cx + 26, 562, 14, 62)}`);
      plan = `<circle cx="640" cy="520" r="90" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/><rect x="594" y="504" width="36" height="32" fill="${INK}"/><rect x="650" y="504" width="36" height="32" fill="${INK}"/><rect x="724" y="510" width="18" height="20" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`;
      break;
    case 'H1':
      parts.push(led ? heatsink(300, 440) : capsule(150, 440, 44) + `<rect x="${cx - 28}" y="142" width="56" height="34" rx="14" fill="#1b1f24"/>` + filament(230, 340));
      parts.push(`<rect x="${cx - 58}" y="440" width="116" height="26" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><path d="M${cx + 58} 446 h54 v14 h-54" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 12}" y="466" width="24" height="120" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/><rect x="${cx - 150}" y="600" width="300" height="40" rx="8" fill="#1b1f24"/>${label(628)}`);
      plan = `<rect x="560" y="470" width="160" height="90" rx="10" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/><rect x="630" y="505" width="22" height="22" fill="${INK}"/><rect x="720" y="506" width="40" height="18" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`;
      break;
    case 'H11':
      parts.push(led ? heatsink(280, 430) : capsule(160, 430, 46) + `<rect x="${cx - 28}" y="152" width="56" height="34" rx="14" fill="#1b1f24"/>` + filament(240, 340));
      parts.push(`<rect x="${cx - 90}" y="430" width="180" height="24" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx - 50}" y="454" width="100" height="70" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>
<path d="M${cx + 50} 470 h120 v54 h-120" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx + 150}" y="478" width="30" height="38" fill="#1b1f24"/>
<rect x="${cx - 160}" y="600" width="320" height="40" rx="8" fill="#1b1f24"/>${label(628)}`);
      plan = `<circle cx="640" cy="520" r="80" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/>${[0, 1, 2].map((i) => `<rect x="${r1(640 + 80 * Math.cos((i * 2 * Math.PI) / 3) - 14)}" y="${r1(520 + 80 * Math.sin((i * 2 * Math.PI) / 3) - 10)}" width="28" height="20" fill="url(#plastic)"/>`).join('')}`;
      break;
    case 'xenon-igniter':
    case 'xenon': {
      const reflector = /R$/i.test(type);
      parts.push(`<path d="M${cx - 34} 380 V170 Q${cx} 130 ${cx + 34} 170 V380 Z" fill="url(#lens)" stroke="#7f93a8" stroke-width="2.5"/>
<ellipse cx="${cx}" cy="250" rx="14" ry="30" fill="#eaf2ff" stroke="#7f93a8" stroke-width="2"/><path d="M${cx} 180 V220 M${cx} 280 V380" stroke="#8a8f96" stroke-width="4"/>
${reflector ? `<path d="M${cx - 34} 200 V370 H${cx - 14} V200 Z" fill="#1b1f24" opacity=".85"/>` : ''}
<rect x="${cx - 100}" y="380" width="200" height="22" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/>`);
      parts.push(base === 'xenon-igniter'
        ? `<rect x="${cx - 110}" y="402" width="220" height="170" rx="10" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx + 110}" y="450" width="60" height="70" rx="6" fill="#1b1f24" stroke="${INK}" stroke-width="2"/>${stamp(500)}`
        : `<rect x="${cx - 70}" y="402" width="140" height="120" rx="10" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx - 18}" y="522" width="36" height="46" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/><rect x="${cx - 150}" y="600" width="300" height="40" rx="8" fill="#1b1f24"/>${label(628)}`);
      plan = `<circle cx="640" cy="520" r="${base === 'xenon-igniter' ? 96 : 72}" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/><circle cx="640" cy="520" r="22" fill="${INK}"/>${[0, 1, 2].map((i) => `<circle cx="${r1(640 + 50 * Math.cos((i * 2 * Math.PI) / 3))}" cy="${r1(520 + 50 * Math.sin((i * 2 * Math.PI) / 3))}" r="8" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`).join('')}`;
      break;
    }
    case 'bayonet-single':
    case 'bayonet-double': {
      const double = base === 'bayonet-double';
      const offset = double || /^PY/i.test(type);
      parts.push(led
        ? `<rect x="${cx - 40}" y="200" width="80" height="220" rx="10" fill="#f1f3f5" stroke="${INK}" stroke-width="2.5"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx - 12}" y="${220 + i * 48}" width="24" height="24" fill="#f2c94c" stroke="#a5801a" stroke-width="1.5"/>`).join('')}`
        : `<circle cx="${cx}" cy="290" r="100" fill="${glassFill}" stroke="#7f93a8" stroke-width="2.5"/><path d="M${cx - 40} 420 V370 M${cx + 40} 420 V370" stroke="#7f93a8" stroke-width="2.5"/>${filament(250, 290)}${double ? filament(300, 330, cx + 26) : ''}<path d="M${cx - 24} 420 V300 M${cx + 24} 420 V300" stroke="#8a8f96" stroke-width="3"/>`);
      parts.push(`<rect x="${cx - 54}" y="410" width="108" height="150" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/>
<rect x="${cx - 66}" y="${offset ? 470 : 480}" width="14" height="18" rx="4" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/><rect x="${cx + 52}" y="${offset ? 500 : 480}" width="14" height="18" rx="4" fill="url(#steelH)" stroke="${INK}" stroke-width="2"/>
<path d="M${cx - 54} 560 Q${cx} 600 ${cx + 54} 560" fill="#2c3137" stroke="${INK}" stroke-width="2.5"/>
${double ? `<circle cx="${cx - 20}" cy="584" r="9" fill="#c9a227" stroke="${INK}" stroke-width="1.5"/><circle cx="${cx + 20}" cy="584" r="9" fill="#c9a227" stroke="${INK}" stroke-width="1.5"/>` : `<circle cx="${cx}" cy="588" r="10" fill="#c9a227" stroke="${INK}" stroke-width="1.5"/>`}
<rect x="${cx - 150}" y="630" width="300" height="40" rx="8" fill="#1b1f24"/>${label(658)}`);
      plan = `<circle cx="640" cy="520" r="70" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/>${double ? '<circle cx="615" cy="520" r="14" fill="#c9a227"/><circle cx="665" cy="520" r="14" fill="#c9a227"/>' : '<circle cx="640" cy="520" r="16" fill="#c9a227"/>'}
<rect x="556" y="512" width="16" height="16" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/><rect x="708" y="${offset ? 500 : 512}" width="16" height="16" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`;
      break;
    }
    case 'festoon':
      parts.push(`<rect x="${cx - 200}" y="300" width="400" height="70" rx="35" fill="${glassFill}" stroke="#7f93a8" stroke-width="2.5"/>
${led ? [0, 1, 2, 3].map((i) => `<rect x="${cx - 110 + i * 60}" y="322" width="26" height="26" fill="#f2c94c" stroke="#a5801a" stroke-width="1.5"/>`).join('') : `<path d="M${cx - 150} 335 ${Array.from({ length: 16 }, (_, i) => `L${cx - 150 + (i + 1) * 18.75} ${i % 2 ? 335 : 325}`).join(' ')}" fill="none" stroke="#b0742c" stroke-width="4"/>`}
<path d="M${cx - 260} 300 h70 v70 h-70 l-20 -35 Z" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/><path d="M${cx + 260} 300 h-70 v70 h70 l20 -35 Z" fill="url(#steelH)" stroke="${INK}" stroke-width="2.5"/>
<rect x="${cx - 150}" y="460" width="300" height="40" rx="8" fill="#1b1f24"/>${label(488)}`);
      break;
    default:
      parts.push(led
        ? `<rect x="${cx - 40}" y="200" width="80" height="230" rx="10" fill="#f1f3f5" stroke="${INK}" stroke-width="2.5"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx - 12}" y="${220 + i * 50}" width="24" height="24" fill="#f2c94c" stroke="#a5801a" stroke-width="1.5"/>`).join('')}`
        : `<path d="M${cx - 60} 430 V260 Q${cx - 60} 180 ${cx} 180 Q${cx + 60} 180 ${cx + 60} 260 V430 Z" fill="${glassFill}" stroke="#7f93a8" stroke-width="2.5"/>${filament(250, 300)}<path d="M${cx - 20} 430 V300 M${cx + 20} 430 V300" stroke="#8a8f96" stroke-width="3"/>`);
      parts.push(`<path d="M${cx - 60} 430 H${cx + 60} L${cx + 46} 540 H${cx - 46} Z" fill="${glassFill}" stroke="#7f93a8" stroke-width="2.5"/>
<path d="M${cx - 30} 440 V560 M${cx + 30} 440 V560" stroke="#b0742c" stroke-width="6"/><rect x="${cx - 150}" y="600" width="300" height="40" rx="8" fill="#1b1f24"/>${label(628)}`);
      plan = `<rect x="590" y="500" width="100" height="40" rx="6" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/><rect x="606" y="508" width="14" height="24" fill="#b0742c"/><rect x="660" y="508" width="14" height="24" fill="#b0742c"/>`;
  }
  const title = text(640, 200, type, { size: 64, weight: 'bold', fill: INK }) + text(640, 250, `${figure(c.num('voltage', 12))} V · ${c.get('wattage') ?? ''} W`, { size: 28, fill: INK });
  // The maker's line as its box names it, and a twin pack's count: two bulbs of one base differ by these.
  const line = c.get('specification');
  const pieces = c.num('pieces', 1);
  const box = (line ? text(640, 300, line, { size: line.length > 16 ? 22 : 28, weight: 'bold', fill: INK }) : '') + (pieces > 1 ? text(640, 345, `${figure(pieces)} ×`, { size: 34, weight: 'bold', fill: INK }) : '');
  return parts.join('') + plan + title + box;
}

/**
 * An ignition coil as its type names it: a pencil (stick) coil is a connector head over a long
 * tube that ends in the rubber boot pushed onto the plug; a coil block (coil pack) is one moulded
 * block over all cylinders with a boot for each. Beside it, its connector seen from the front with its pins.
 */
export function coil(c: Criteria): string {
  const block = c.get('coil_type') === 'block';
  const pins = Math.max(2, Math.min(8, Math.round(c.num('connector_pins', 4))));
  const boot = (x: number, top: number, length: number) => `<rect x="${x - 20}" y="${top}" width="40" height="${length}" rx="10" fill="url(#rubber)" stroke="${INK}" stroke-width="2.5"/>
${[0, 1, 2].map((i) => `<path d="M${x - 20} ${top + 14 + i * 12} H${x + 20}" stroke="#0d1013" stroke-width="2"/>`).join('')}
<path d="M${x - 6} ${top + length} v14 h12 v-14" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`;
  let part: string;
  if (block) {
    // The block: four towers under one housing, the connector at its end.
    const [x0, x1, top] = [110, 530, 220];
    part = `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="120" rx="14" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>
<rect x="${x0 + 20}" y="${top + 20}" width="${x1 - x0 - 40}" height="34" rx="6" fill="#1b1f24"/>
${[0, 1].map((i) => `<rect x="${x0 - 30 + i * (x1 - x0 + 30)}" y="${top + 40}" width="30" height="40" rx="6" fill="url(#plastic)" stroke="${INK}" stroke-width="2"/><circle cx="${x0 - 15 + i * (x1 - x0 + 30)}" cy="${top + 60}" r="7" fill="#fff" stroke="${INK}" stroke-width="1.5"/>`).join('')}
<rect x="${(x0 + x1) / 2 - 50}" y="${top - 70}" width="100" height="70" rx="8" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/><rect x="${(x0 + x1) / 2 - 34}" y="${top - 56}" width="68" height="40" rx="4" fill="#1b1f24"/>
${[0, 1, 2, 3].map((i) => boot(x0 + 60 + i * ((x1 - x0 - 120) / 3), top + 120, 170)).join('')}`;
  } else {
    // The pencil coil: its head with the connector off to the side, the long tube, the boot.
    const cx = 320;
    part = `<rect x="${cx - 70}" y="90" width="140" height="90" rx="12" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>
<path d="M${cx + 70} 110 h70 v52 h-70" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/><rect x="${cx + 118}" y="118" width="22" height="36" fill="#1b1f24"/>
<rect x="${cx - 90}" y="150" width="34" height="22" rx="4" fill="url(#plastic)" stroke="${INK}" stroke-width="2"/><circle cx="${cx - 73}" cy="161" r="6" fill="#fff" stroke="${INK}" stroke-width="1.5"/>
<rect x="${cx - 26}" y="180" width="52" height="340" fill="url(#plastic)" stroke="${INK}" stroke-width="2.5"/>
<rect x="${cx - 18}" y="190" width="8" height="320" rx="4" fill="#fff" opacity=".18"/>
${boot(cx, 520, 150)}
${centreLine(cx, 70, cx, 720)}`;
  }
  // The connector's face with its pins, as the trade checks it against the car's plug.
  const [px, py] = [650, block ? 560 : 470];
  const width = 40 + pins * 24;
  const plan = `<rect x="${r1(px - width / 2)}" y="${py - 40}" width="${width}" height="80" rx="10" fill="#eef1f4" stroke="${INK}" stroke-width="2.5"/>
${Array.from({ length: pins }, (_, i) => `<rect x="${r1(px - width / 2 + 26 + i * 24)}" y="${py - 14}" width="12" height="28" fill="url(#steelH)" stroke="${INK}" stroke-width="1.5"/>`).join('')}
<rect x="${px - 20}" y="${py - 52}" width="40" height="12" fill="#eef1f4" stroke="${INK}" stroke-width="2"/>
${text(px, py + 80, `${pins} pin · ${figure(c.num('voltage', 12))} V`, { size: 26, weight: 'bold', fill: INK })}`;
  return part + plan;
}
