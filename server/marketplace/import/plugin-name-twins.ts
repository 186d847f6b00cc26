/**
 * A plug-in hybrid under the very name of a petrol or diesel car of its line. A maker names its
 * plug-ins for what they are ("Twin Engine", "Recharge", "e-Hybrid", "PHEV", "330e"); one row with
 * the plug-in energy under a plain combustion name, capacity and power ("XC40 T2", the petrol
 * three-cylinder) is that car's row with the wrong energy, and kept it would list a car never built
 * and give it a battery, a charging port and no parts of its own. Gas cars (the bi-fuel petrol's
 * LPG twin) and 48 V mild hybrids keep the petrol's name and are real.
 */

const PLUGINS = ['plugin-hybrid', 'diesel-plugin-hybrid'];
const COMBUSTION = ['petrol', 'diesel'];

export interface NamedType { name: string; fuel: string; kw: number; ccm: number }

/** Whether two types of one series are one car under two fuels of which one cannot be: a plug-in and a plain combustion car of one name, capacity and power. */
export function pluginNameTwin(a: NamedType, b: NamedType): boolean {
  if (a.name !== b.name || a.kw !== b.kw || a.ccm !== b.ccm) return false;
  return (PLUGINS.includes(a.fuel) && COMBUSTION.includes(b.fuel)) || (PLUGINS.includes(b.fuel) && COMBUSTION.includes(a.fuel));
}

/** The plug-in rows of a list whose series also lists a combustion car of their name, capacity and power (rows grouped by the caller's series key). */
export function pluginsUnderCombustionName<T extends NamedType>(rows: readonly T[], seriesOf: (row: T) => string): Set<T> {
  const combustion = new Set(rows.filter((r) => COMBUSTION.includes(r.fuel)).map((r) => [seriesOf(r), r.name, r.kw, r.ccm].join('|')));
  return new Set(rows.filter((r) => PLUGINS.includes(r.fuel) && combustion.has([seriesOf(r), r.name, r.kw, r.ccm].join('|'))));
}
