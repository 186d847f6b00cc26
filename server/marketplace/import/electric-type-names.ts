/**
 * The trade's names of electric types the French list names after another version: a counter finds
 * an electric car by its motors and battery, and a name that spells the wrong ones sends the buyer to
 * the wrong car's parts (battery coolant, charging socket, brakes of another weight).
 */

interface ElectricName { make: string; name: RegExp; kw?: number; trade: string }

const NAMES: readonly ElectricName[] = [
  // The ID.3 Pro Performance carries the 58 kWh battery (150 kW); the 77 kWh car is the Pro S.
  { make: 'VW', name: /^ID\.3 Pro Perf(?:ormance)? 77 ?kWh$/iu, trade: 'ID.3 Pro Performance 58kWh' },
  // Volvo's "Twin Engine" is its plug-in hybrids' name; the electric XC40 and C40 are the Single Motor (170 kW, front motor)
  // and the Twin Motor (300 kW, a motor on each axle).
  { make: 'Volvo', name: /^(X?C40) TWIN ENGINE$/iu, kw: 170, trade: '$1 Single Motor' },
  { make: 'Volvo', name: /^(X?C40) TWIN ENGINE$/iu, kw: 300, trade: '$1 Twin Motor' },
];

/** The trade's name of an electric type, or the name as given where it spells the right car. */
export function electricTradeName(make: string, name: string, kw: number): string {
  const found = NAMES.find((n) => n.make === make && n.name.test(name) && (n.kw === undefined || n.kw === kw));
  return found ? name.replace(found.name, found.trade) : name;
}

/** An electric name without its electric word: "e-NIRO" and "Niro EV" are both the Niro. */
export function withoutElectricWord(name: string): string {
  return name.replace(/^e-|\s+(?:EV|Electric|Elektro)$/iu, '').toLowerCase();
}
