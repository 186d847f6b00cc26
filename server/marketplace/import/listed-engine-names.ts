/**
 * The engine a listed type's name leaves out. The French list names some types by their model only ("LODGY (130ch)",
 * "TRAFIC (149ch)"); a buyer confirms his car by its engine ("Lodgy 1.3 TCe 130"), as the trade lists it. Where the
 * make, fuel and capacity tell the engine for certain, the type's name takes it, with the maker's sales figure: the
 * list's homologated horsepower rounded to five (158 ch is the TCe 160, 183 ch the Blue dCi 185, 149 ch the Blue dCi 150).
 */
interface ListedEngine { makes: readonly string[]; fuels: readonly string[]; ccm: number; engine: string }

const LISTED_ENGINES: readonly ListedEngine[] = [
  // Renault's and Dacia's petrols of the list's years: the 1.3 TCe (H5H, with Mercedes) and the 1.0 TCe (H4D), LPG ones included.
  { makes: ['Renault', 'Dacia'], fuels: ['petrol', 'lpg'], ccm: 1332, engine: '1.3 TCe' },
  { makes: ['Renault', 'Dacia'], fuels: ['petrol', 'lpg'], ccm: 999, engine: '1.0 TCe' },
  // Their Euro 6d diesels: the 1.5 Blue dCi (K9K) and the 2.0 Blue dCi (M9R).
  { makes: ['Renault', 'Dacia'], fuels: ['diesel'], ccm: 1461, engine: '1.5 Blue dCi' },
  { makes: ['Renault', 'Dacia'], fuels: ['diesel'], ccm: 1997, engine: '2.0 Blue dCi' },
];

/** The type's name with its engine where the name spells none and the table knows it ("Lodgy" of 1332 cm³ and 130 ch: "Lodgy 1.3 TCe 130"). */
export function withListedEngine(make: string, name: string, fuel: string, ccm: number, listedPs: number | null): string {
  if (listedPs === null || /\d/.test(name)) return name;
  const listed = LISTED_ENGINES.find((e) => e.makes.includes(make) && e.fuels.includes(fuel) && e.ccm === ccm);
  return listed ? `${name} ${listed.engine} ${Math.round(listedPs / 5) * 5}` : name;
}
