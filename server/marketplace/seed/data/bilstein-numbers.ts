/**
 * Bilstein's two-digit prefix names the part, not only the range: 19- is a B4 damper (a shock absorber
 * on its own, the spring beside it), 22- a B4 strut (the damper a MacPherson axle's spring and top mount
 * sit on), 24- the B6/B8 monotube sport range. A front damper is a strut on every car of the data (a
 * MacPherson front, or a spring strut on a wishbone front); a rear damper is a shock absorber with its
 * spring on the link beside it (a twist beam, a multi-link axle of a Golf, a 3er, a C-Klasse, a Passat
 * or a Focus), and a strut only on the few rear axles built as struts. The trade orders by the prefix,
 * so a 22- for the back of a 3er is the wrong box, and a 24- monotube for a Corsa's 1.2 is a sport
 * damper nobody ordered: the B6 is listed for the sport types. KYB's Excel-G and TRW's dampers name
 * their construction in their numbers the same way (CONSTRUCTION_PREFIXES).
 */
import { performanceLine } from './chassis-lines';
import type { CarFacts } from './fitment-rules';

/** The token a damper line's pattern writes its construction prefix as (data/product-lines.ts): Bilstein's B4, KYB's Excel-G, TRW's JG. */
export const B4_TOKEN = '¦';

/**
 * Rear axles built as struts, the spring seated on the damper that locates the wheel: the Boxster's and
 * Cayman's rear MacPherson axle behind the mid engine, and the Honda e's, a MacPherson strut at each corner.
 */
const REAR_STRUT_GENERATIONS = /^(Porsche (Boxster|Cayman)|Honda [Ee])\b/;

/** Whether a damper on this axle of the car is a strut: the front, or a rear axle built with struts. */
export function damperIsStrut(axle: 'front' | 'rear', car: CarFacts | undefined): boolean {
  return axle === 'front' || (car !== undefined && REAR_STRUT_GENERATIONS.test(car.generation));
}

/**
 * The types a sport damper is listed for: the maker's performance lines (AMG, RS, M) and the sport types
 * of a series (a GTI, an ST, a Cupra, an OPC, a Type R, a John Cooper Works), and every Porsche.
 */
const SPORT_TYPE_NAME = /\b(GTI|GTD|GTS|R32|RS|OPC|VXR|GSi|Cupra|Type R|GR|Nismo|JCW|John Cooper Works|Cooper S|Abarth|AMG|M\d{3}[ide]|S[1-8]|(R|ST|N)(?![- ]?(Line|Link)))\b/;
const SPORT_MAKES: ReadonlySet<string> = new Set(['Porsche', 'Cupra', 'Abarth', 'Alpine']);
export function sportType(car: CarFacts): boolean {
  return SPORT_MAKES.has(car.make) || performanceLine(car) || SPORT_TYPE_NAME.test(car.typeName);
}

/**
 * The makers whose damper number names its construction, as the prefix a pattern writes as B4_TOKEN: Bilstein's
 * B4 22- a strut, 19- a shock absorber; KYB's Excel-G 33xxxx a McPherson strut (334836, 333412: the strut or
 * strut insert, mostly a front's), 34xxxx a telescopic twin-tube shock absorber (343416, 344459, 349035: mostly
 * the rear of a twist beam or multi-link axle); TRW's JGS a strut, JGM a shock absorber. A strut number on the
 * back of a Golf is the wrong box at the counter.
 */
const CONSTRUCTION_PREFIXES: Readonly<Record<string, { strut: string; shock: string }>> = {
  Bilstein: { strut: '22', shock: '19' },
  KYB: { strut: '33', shock: '34' },
  TRW: { strut: 'JGS', shock: 'JGM' },
};

/** The regular expression source B4_TOKEN reads as: any maker's construction prefix. */
export const DAMPER_PREFIX_SOURCE = `(?:${[...new Set(Object.values(CONSTRUCTION_PREFIXES).flatMap(({ strut, shock }) => [strut, shock]))].join('|')})`;

/** The prefix the brand's damper number starts with: its strut's or its shock absorber's. */
export function damperPrefix(brand: string, strut: boolean): string {
  const prefixes = CONSTRUCTION_PREFIXES[brand];
  if (!prefixes) throw new Error(`${brand} numbers no damper by its construction`);
  return strut ? prefixes.strut : prefixes.shock;
}

/** The B4 prefix of a damper: 22 for a strut, 19 for a shock absorber. */
export function b4Prefix(strut: boolean): string {
  return damperPrefix('Bilstein', strut);
}

/**
 * Whether a KYB or TRW damper's number names the other construction than the damper is (a KYB 33xxxx strut
 * number on a multi-link rear's shock absorber, a 34xxxx on a McPherson front); Bilstein's has bilsteinPrefixWrong.
 */
export function damperNumberNotConstruction(brand: string, number: string, strut: boolean): boolean {
  const prefixes = CONSTRUCTION_PREFIXES[brand];
  if (!prefixes || brand === 'Bilstein') return false;
  return !number.startsWith(strut ? prefixes.strut : prefixes.shock);
}

/** The sport line's prefix: a B6/B8 monotube, listed for a sport type only. */
export const SPORT_PREFIX = '24-';

/**
 * Whether a Bilstein damper's number names another part than it is: a B4 strut's 22- on a shock absorber,
 * a 19- on a strut, or a B6 24- on a type that is no sport type.
 */
export function bilsteinPrefixWrong(number: string, strut: boolean, sport = true): boolean {
  const prefix = number.slice(0, 3);
  if (prefix === SPORT_PREFIX) return !sport;
  return (prefix === '19-' || prefix === '22-') && prefix !== `${b4Prefix(strut)}-`;
}
