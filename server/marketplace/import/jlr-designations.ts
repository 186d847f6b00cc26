/**
 * Jaguar Land Rover name their engines by output in metric horsepower: a D200 gives 204 PS, a D350
 * 351 PS, a P530 530 PS, an EV400 400 PS, and a plug-in's P number its system output (combustion
 * engine and motor together): the P440e gives 440 PS, the P510e 510 PS, though both carry the same
 * 3.0 six-cylinder. The French list gives a JLR plug-in's combustion engine instead (the P400e's 2.0 at
 * 221 kW), and for the Range Rover's P440e the P510e's engine (294 kW, 400 PS). The base stores a
 * plug-in's system output (the VW eHybrid's 150 kW, the 330e's 215 kW, volvo-designations.ts), so a
 * JLR plug-in takes its designation's system output as JLR publish it.
 */

/** The system output of each JLR plug-in designation (kW; JLR's published PS in brackets). */
export const JLR_PLUGIN_SYSTEM_KW: Readonly<Record<string, number>> = {
  // 1.5 three-cylinder 200 PS and a 109 PS rear motor (Evoque, Discovery Sport, E-Pace): 309 PS.
  P300E: 227,
  // 2.0 four-cylinder 300 PS and a 143 PS motor (Velar, F-Pace, Defender, Range Rover Sport L494): 404 PS.
  P400E: 297,
  // 3.0 six-cylinder 300 PS and a 105 kW motor (Range Rover L460, Range Rover Sport L461): 440 PS.
  P440E: 324,
  // 3.0 six-cylinder 400 PS and a 105 kW motor (Range Rover L460, Range Rover Sport L461): 510 PS.
  P510E: 375,
  // 3.0 six-cylinder 400 PS and a 160 kW motor (Range Rover Sport L461 from 2024): 550 PS.
  P550E: 405,
};

const JLR_MAKES = ['Land Rover', 'Jaguar'];
const PLUGINS = ['plugin-hybrid', 'diesel-plugin-hybrid'];
/** The designation a JLR name spells ("P440E", "D350", "EV400"), upper case, or null. */
export function jlrDesignation(name: string): string | null {
  return /(?<![A-Z0-9])((?:P|D|EV)\d{3}E?)(?![A-Z0-9])/i.exec(name)?.[1]?.toUpperCase() ?? null;
}

/** The kW the base gives a JLR type: a plug-in's system output where its designation names one, else the list's. */
export function jlrTypeKw(make: string, name: string, fuel: string, kw: number): number {
  if (!JLR_MAKES.includes(make) || !PLUGINS.includes(fuel)) return kw;
  return JLR_PLUGIN_SYSTEM_KW[jlrDesignation(name) ?? ''] ?? kw;
}

/**
 * Why a JLR type's designation contradicts its power, or null: the number is the output in PS (a
 * plug-in's system output), which JLR round to the designation within a few per cent (the P300e's 309
 * PS, the D350's 351 PS); a P440e stored at 400 PS is another car's figure.
 */
export function jlrContradiction(make: string, name: string, kw: number | null): string | null {
  if (!JLR_MAKES.includes(make) || kw === null) return null;
  const designation = jlrDesignation(name);
  const number = designation ? Number(/\d{3}/.exec(designation)?.[0]) : null;
  if (!designation || !number) return null;
  const ps = kw * 1.35962;
  return Math.abs(ps - number) / number > 0.05 ? `a JLR "${designation}" gives about ${number} PS, the type ${Math.round(ps)} PS` : null;
}
