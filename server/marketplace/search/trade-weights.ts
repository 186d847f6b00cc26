/**
 * How much of the trade a kind of part is, keyed by the catalogue's German leaf title: the parts a
 * counter sells most when a shopper names a word several kinds share ("Kupplung": the clutch kit,
 * not the viscous fan clutch; "bujías": spark plugs, not glow plugs). Wear and service parts
 * first, then repair parts bought often; accessories and rarely sold parts carry none. Ranked
 * beside how well the words match and the category's own orders and views (its popularity).
 */
export const CORE = 3;
export const COMMON = 2;
export const OFTEN = 1;

const TITLES: Record<number, string[]> = {
  [CORE]: [
    'Bremsscheiben', 'Bremsbeläge', 'Stoßdämpfer', 'Zündkerzen', 'Ölfilter', 'Luftfilter', 'Biofunktionaler Innenraumfilter', 'Pollenfilter',
    'Kraftstofffilter', 'Starterbatterie', 'Scheibenwischer', 'Kupplungssatz', 'Motoröl', 'Zahnriemensatz', 'Keilrippenriemen',
    'Glühlampe Hauptscheinwerfer', 'Außenspiegel', 'Hauptscheinwerfer', 'Lichtmaschine', 'Bremsflüssigkeit', 'Kühlerfrostschutz',
  ],
  [COMMON]: [
    'Wasserpumpe', 'Anlasser', 'Querlenker', 'Koppelstange', 'Radlagersatz', 'Fahrwerksfeder', 'Zündspule', 'Endschalldämpfer',
    'Mittelschalldämpfer', 'Vorschalldämpfer', 'Bremssattel', 'Spurstangenkopf', 'Glühkerzen', 'Thermostat', 'Kühler', 'Heckleuchte',
    'Zahnriemen', 'Lambdasonde', 'Federbeinstützlager', 'Bremstrommel', 'Bremsbacken', 'Kraftstoffpumpe', 'Abgasrohr', 'Getriebeöl',
  ],
  [OFTEN]: [
    'Kupplungsscheibe', 'Blinkleuchte', 'Glühlampe Blinkleuchte', 'Turbolader', 'Katalysator', 'Rußpartikelfilter', 'Bremsschlauch',
    'ABS-Sensor', 'Spiegelglas', 'Stoßstange', 'Klimakompressor', 'Zweimassenschwungrad', 'Einspritzdüse', 'Xenon-Brenner', 'LED-Lampe',
  ],
};

/** A German leaf title's trade weight; 0 when not listed. */
export const TRADE_WEIGHT: ReadonlyMap<string, number> = new Map(
  Object.entries(TITLES).flatMap(([weight, titles]) => titles.map((title): [string, number] => [title, Number(weight)])),
);
