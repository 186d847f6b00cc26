/**
 * The judged query set of `npm run bench:search`: what shoppers type in each edition, and what a
 * good answer holds. One line per query: `kind | term | good`, where good is
 * - category titles (German, as the demo catalogue names its leaves) separated by ";": an article
 *   of one of them is right; after " & ", a criterion it must carry (`fitting_position=rear`);
 * - `attr:key=value`: an article carrying that attribute value is right;
 * - `#N` (`#N spaced`, `#N dotted`, `#N dashed`, `#N oe`): the term is the number of the demo
 *   catalogue's N-th most popular article (written that way, or its OE number), which must come
 *   first (or another brand's article with the same number);
 * - `#N typo`: that number with one digit wrong, which must be offered as "did you mean", not searched;
 * - `-`: nothing is right; the answer must stay empty.
 * Judged by category and by the catalogue's own numbers, the set survives changes to the demo
 * data's article names and attributes.
 */
export type QueryKind = 'exact' | 'typo' | 'compound' | 'synonym' | 'vehicle' | 'attribute' | 'part-number' | 'zero';
export interface JudgedQuery { edition: string; kind: string; term: string; good: string }

const SETS: Record<string, string> = {
  'de-DE': `
exact | Bremsscheiben | Bremsscheiben
exact | Ölfilter | Ölfilter
exact | oelfilter | Ölfilter
exact | Zündkerzen | Zündkerzen
exact | Stoßdämpfer | Stoßdämpfer
exact | Luftfilter | Luftfilter
exact | Wasserpumpe | Wasserpumpe
exact | Zahnriemensatz | Zahnriemensatz
exact | Lichtmaschine | Lichtmaschine
exact | Motoröl | Motoröl
typo | bremscheibe | Bremsscheiben
typo | Bremsschieben | Bremsscheiben
typo | zündkrzen | Zündkerzen
typo | zundkerzn | Zündkerzen
typo | stossdämpfr | Stoßdämpfer
typo | Stoßdämfer | Stoßdämpfer
typo | Luftfilterr | Luftfilter
typo | Wasserpumep | Wasserpumpe
typo | Lichtmaschiene | Lichtmaschine
typo | Kupplungsatz | Kupplungssatz
typo | Thermostad | Thermostat
typo | Querlenkr | Querlenker
typo | Koppelstnge | Koppelstange
typo | Turbolder | Turbolader
typo | Katalysatro | Katalysator
typo | Zylinderkopfdichtnug | Zylinderkopfdichtung
typo | Scheibenwicher | Scheibenwischer
typo | Anlaser | Anlasser
compound | Scheibe Bremse | Bremsscheiben
compound | Bremsscheiben vorne | Bremsscheiben
compound | Bremsbeläge hinten | Bremsbeläge & fitting_position=rear
compound | Bremsbeläge vorne | Bremsbeläge & fitting_position=front
compound | Bremsbelag | Bremsbeläge
compound | Bremsscheibe | Bremsscheiben
compound | Filter Öl | Ölfilter;Ölfilterdichtung;Ölfilterschlüssel
compound | Pumpe Wasser | Wasserpumpe;Zahnriemensatz mit Wasserpumpe
compound | Zündkerze | Zündkerzen
compound | Radschrauben | Radschraube
compound | Kerzen Zünd | Zündkerzen
compound | Stoßdämpfer hinten | Stoßdämpfer;Staubschutzsatz Stoßdämpfer & fitting_position=rear
synonym | Auspuff | Endschalldämpfer;Mittelschalldämpfer;Vorschalldämpfer;Abgasrohr;Halter Abgasanlage;Rohrverbinder Abgasanlage
synonym | Dämpfer | Stoßdämpfer
synonym | Kerze | Zündkerzen
synonym | Bremsklötze | Bremsbeläge
synonym | Batterie | Starterbatterie
synonym | Keilriemen | Keilrippenriemen
synonym | Rücklicht | Heckleuchte
synonym | Blinker | Blinkleuchte
synonym | Kat | Katalysator
synonym | DPF | Rußpartikelfilter
vehicle | Golf 7 Bremsscheibe | Bremsscheiben
vehicle | Golf VII 1.4 TSI Zündkerzen | Zündkerzen
vehicle | VW Passat Ölfilter | Ölfilter
vehicle | BMW 3er Bremsbeläge | Bremsbeläge
vehicle | Opel Astra Luftfilter | Luftfilter
vehicle | Audi A4 B8 Querlenker | Querlenker
vehicle | Ford Focus Kupplungssatz | Kupplungssatz
attribute | 5W30 | attr:viscosity=5W30
attribute | 5W-30 Öl | attr:viscosity=5W30
attribute | 5w 40 Motoröl | attr:viscosity=5W40
attribute | H7 | attr:lamp_type=H7
attribute | Bosch H7 | attr:lamp_type=H7
attribute | 10W-40 | attr:viscosity=10W40
part-number | @1 | #1
part-number | @2 | #2 spaced
part-number | @3 | #3 dotted
part-number | @4 | #4 dashed
part-number | @5 | #5 oe
part-number | @6 | #6 typo
part-number | @7 | #7 typo
zero | Kühlschrank | -
zero | Rasenmäher | -
zero | xyzzy | -
zero | Fahrradklingel | -
zero | qwertzuiop | -
typo | Spurstangenkopff | Spurstangenkopf
typo | Lamdasonde | Lambdasonde
typo | Einspritzdüße | Einspritzdüse
typo | Hauptbremszylnder | Hauptbremszylinder
typo | Radlagerstz | Radlagersatz
exact | Glühkerzen | Glühkerzen
exact | Querlenker | Querlenker
synonym | Steuerriemen | Zahnriemen;Zahnriemensatz;Zahnriemensatz mit Wasserpumpe
synonym | Wischerblatt | Scheibenwischer
vehicle | Mercedes C-Klasse W204 Bremsscheiben | Bremsscheiben
zero | Gartenschlauch Blumen | -
`,
  'de-AT': `
exact | Bremsbeläge | Bremsbeläge
exact | Kraftstofffilter | Kraftstofffilter
exact | Pollenfilter | Pollenfilter
typo | Brensscheiben | Bremsscheiben
typo | Kraftstofilter | Kraftstofffilter
typo | Pollnfilter | Pollenfilter
typo | Zahnriehmen | Zahnriemen;Zahnriemensatz
typo | Glühkerzn | Glühkerzen
typo | Starterbaterie | Starterbatterie
compound | Beläge Bremse hinten | Bremsbeläge & fitting_position=rear
compound | Scheiben Brems | Bremsscheiben
compound | Radlager vorne | Radlagersatz & fitting_position=front
synonym | Akku | Starterbatterie
synonym | Frostschutz | Kühlerfrostschutz
synonym | Generator | Lichtmaschine
synonym | Injektor | Einspritzdüse
vehicle | Skoda Octavia Bremsscheiben | Bremsscheiben
vehicle | Seat Leon Wasserpumpe | Wasserpumpe
vehicle | Golf 6 Stoßdämpfer | Stoßdämpfer
attribute | 0W-30 | attr:viscosity=0W30
attribute | H4 Lampe | attr:lamp_type=H4
part-number | @8 | #8
part-number | @9 | #9 spaced
part-number | @10 | #10 typo
zero | Schnitzel | -
zero | Sonnenschirm | -
zero | asdfgh | -
exact | Motorlager | Motorlager
typo | Motorlagr | Motorlager
synonym | Turbo | Turbolader
`,
  'fr-FR': `
exact | Disques de frein | Bremsscheiben
exact | Plaquettes de frein | Bremsbeläge
exact | Filtre à huile | Ölfilter
exact | Amortisseurs | Stoßdämpfer
exact | Pompe à eau | Wasserpumpe;Zahnriemensatz mit Wasserpumpe
exact | Alternateur | Lichtmaschine
typo | disques de frien | Bremsscheiben
typo | plaquete | Bremsbeläge
typo | amortiseur | Stoßdämpfer
typo | alternatuer | Lichtmaschine
typo | démareur | Anlasser
typo | thermostta | Thermostat
typo | catalyseurr | Katalysator
typo | embrayagge | Kupplungssatz;Kupplungsscheibe;Kupplungsdruckplatte
typo | radiatuer | Kühler
compound | plaquettes arrière | Bremsbeläge & fitting_position=rear
compound | plaquettes avant | Bremsbeläge & fitting_position=front
compound | disque frein | Bremsscheiben
compound | frein disque | Bremsscheiben
compound | filtre huile | Ölfilter
compound | bougie allumage | Zündkerzen
synonym | plaquettes | Bremsbeläge
synonym | pot d'échappement | Endschalldämpfer;Mittelschalldämpfer;Vorschalldämpfer;Abgasrohr;Flexrohr
synonym | bougie | Zündkerzen;Glühkerzen
synonym | phare | Hauptscheinwerfer
synonym | huile | Motoröl
synonym | turbo | Turbolader
vehicle | Clio IV plaquettes | Bremsbeläge
vehicle | Clio 4 disques de frein | Bremsscheiben
vehicle | Peugeot 308 filtre à huile | Ölfilter
vehicle | Renault Mégane amortisseurs | Stoßdämpfer
vehicle | Citroën C3 batterie | Starterbatterie
attribute | 5W30 | attr:viscosity=5W30
attribute | huile 5W-40 | attr:viscosity=5W40
attribute | ampoule H7 | attr:lamp_type=H7
attribute | H1 | attr:lamp_type=H1
part-number | @11 | #11
part-number | @12 | #12 dotted
part-number | @13 | #13 oe
part-number | @14 | #14 typo
zero | baguette | -
zero | croissant | -
zero | zzzzzz | -
zero | parapluie | -
exact | Rotule de direction | Spurstangenkopf
typo | rotulle de direction | Spurstangenkopf
exact | Courroie de distribution | Zahnriemen
exact | Kit de distribution | Zahnriemensatz;Zahnriemensatz mit Wasserpumpe
typo | courroi distribution | Zahnriemen;Zahnriemensatz;Zahnriemensatz mit Wasserpumpe
`,
  'es-ES': `
exact | Discos de freno | Bremsscheiben
exact | Pastillas de freno | Bremsbeläge
exact | Filtro de aceite | Ölfilter
exact | Amortiguadores | Stoßdämpfer
exact | Bomba de agua | Wasserpumpe;Zahnriemensatz mit Wasserpumpe
exact | Alternador | Lichtmaschine
typo | discos de frenno | Bremsscheiben
typo | pastilas de freno | Bremsbeläge
typo | amortiguadors | Stoßdämpfer
typo | alternadro | Lichtmaschine
typo | termostatto | Thermostat
typo | catalizadr | Katalysator
typo | radiadorr | Kühler
typo | embragee | Kupplungssatz;Kupplungsscheibe;Kupplungsdruckplatte;Kupplungsgeberzylinder;Kupplungsnehmerzylinder;Kupplungsseil
compound | pastillas traseras | Bremsbeläge & fitting_position=rear
compound | pastillas delanteras | Bremsbeläge & fitting_position=front
compound | disco freno | Bremsscheiben
compound | freno disco | Bremsscheiben
compound | filtro aceite | Ölfilter
compound | bujia encendido | Zündkerzen
synonym | pastillas | Bremsbeläge
synonym | escape | Endschalldämpfer;Mittelschalldämpfer;Vorschalldämpfer;Abgasrohr;Flexrohr;Halter Abgasanlage;Rohrverbinder Abgasanlage;Dichtung Abgaskrümmer;Abgasdrucksensor;Abgastemperatursensor
synonym | bujía | Zündkerzen;Glühkerzen
synonym | faro | Hauptscheinwerfer;Nebelscheinwerfer
synonym | aceite | Motoröl
synonym | bombilla | Glühlampe Hauptscheinwerfer;Glühlampe Blinkleuchte;Xenon-Brenner;LED-Lampe
vehicle | Seat Ibiza pastillas de freno | Bremsbeläge
vehicle | Seat León discos de freno | Bremsscheiben
vehicle | Golf 7 filtro de aceite | Ölfilter
vehicle | Renault Clio amortiguadores | Stoßdämpfer
attribute | 5W30 | attr:viscosity=5W30
attribute | aceite 10W40 | attr:viscosity=10W40
attribute | lámpara H7 | attr:lamp_type=H7
attribute | D2S | attr:lamp_type=D2S
part-number | @15 | #15
part-number | @16 | #16 spaced
part-number | @17 | #17 oe
part-number | @18 | #18 typo
zero | paella | -
zero | guitarra | -
zero | qqqqqq | -
zero | sombrero | -
exact | Correa de distribución | Zahnriemen
typo | correa distribucion | Zahnriemen;Zahnriemensatz;Zahnriemensatz mit Wasserpumpe;Steuerkette;Steuerkettensatz
exact | Rótula de dirección | Spurstangenkopf
typo | rotula direcion | Spurstangenkopf
exact | Motor de arranque | Anlasser
`,
  'it-IT': `
exact | Dischi freno | Bremsscheiben
exact | Pastiglie freno | Bremsbeläge
exact | Filtro olio | Ölfilter
exact | Ammortizzatori | Stoßdämpfer
exact | Pompa acqua | Wasserpumpe;Zahnriemensatz mit Wasserpumpe
exact | Alternatore | Lichtmaschine
typo | dischi frneo | Bremsscheiben
typo | pastigle freno | Bremsbeläge
typo | amortizzatori | Stoßdämpfer
typo | alternatroe | Lichtmaschine
typo | termostatto | Thermostat
typo | catalizatore | Katalysator
typo | radiatorre | Kühler
typo | frizzione | Kupplungssatz;Kupplungsscheibe;Spingidisco frizione;Kupplungsdruckplatte;Kupplungsgeberzylinder;Kupplungsnehmerzylinder;Kupplungsseil
compound | pastiglie posteriori | Bremsbeläge & fitting_position=rear
compound | pastiglie anteriori | Bremsbeläge & fitting_position=front
compound | disco freno | Bremsscheiben
compound | freno disco | Bremsscheiben
compound | filtro dell'olio | Ölfilter
compound | candela accensione | Zündkerzen
synonym | pastiglie | Bremsbeläge
synonym | pastiglie freni | Bremsbeläge
synonym | marmitta | Endschalldämpfer;Mittelschalldämpfer;Vorschalldämpfer;Abgasrohr;Flexrohr;Halter Abgasanlage;Rohrverbinder Abgasanlage
synonym | candela | Zündkerzen
synonym | olio | Motoröl
synonym | lampadina | Glühlampe Hauptscheinwerfer;Glühlampe Blinkleuchte;LED-Lampe
vehicle | Fiat Punto pastiglie freno | Bremsbeläge
vehicle | Fiat Panda dischi freno | Bremsscheiben
vehicle | Alfa Romeo Giulietta filtro olio | Ölfilter
vehicle | Lancia Ypsilon ammortizzatori | Stoßdämpfer
attribute | 5W30 | attr:viscosity=5W30
attribute | olio 5W40 | attr:viscosity=5W40
attribute | lampadina H7 | attr:lamp_type=H7
attribute | W5W | attr:lamp_type=W5W
part-number | @19 | #19
part-number | @20 | #20 dashed
part-number | @21 | #21 oe
part-number | @22 | #22 typo
zero | lasagne | -
zero | mandolino | -
zero | xxxxxx | -
zero | gelato | -
exact | Cinghia distribuzione | Zahnriemen
typo | cinghia distribuzzione | Zahnriemen
exact | Motorino di avviamento | Anlasser
typo | candelete | Glühkerzen
exact | Testina dello sterzo | Spurstangenkopf
`,
  'nl-NL': `
exact | Remschijven | Bremsscheiben
exact | Remblokken | Bremsbeläge
exact | Oliefilter | Ölfilter
exact | Schokdempers | Stoßdämpfer
exact | Waterpomp | Wasserpumpe
exact | Dynamo | Lichtmaschine
typo | remschijfen | Bremsscheiben
typo | remblokkken | Bremsbeläge
typo | schokdemers | Stoßdämpfer
typo | waterpmop | Wasserpumpe
exact | thermostat | Thermostat
typo | katalisator | Katalysator
typo | koppelingset | Kupplungssatz
typo | distributieriemm | Zahnriemen
compound | remblokken achter | Bremsbeläge & fitting_position=rear
compound | remblokken voor | Bremsbeläge & fitting_position=front
compound | remschijf | Bremsscheiben
compound | schijven rem | Bremsscheiben
compound | filter olie | Ölfilter;Oliefilterpakking;Oliefiltersleutel
compound | bougie | Zündkerzen
synonym | remblok | Bremsbeläge
synonym | uitlaat | Endschalldämpfer;Mittelschalldämpfer;Vorschalldämpfer;Abgasrohr;Flexrohr;Halter Abgasanlage;Rohrverbinder Abgasanlage;Dichtung Abgaskrümmer;Abgasdrucksensor;Abgastemperatursensor;Uitlaatgasdruksensor
synonym | schokbreker | Stoßdämpfer
synonym | batterij | Starterbatterie
synonym | olie | Motoröl
synonym | gloeilamp | Glühlampe Hauptscheinwerfer;Glühlampe Blinkleuchte;LED-Lampe;Xenon-Brenner
vehicle | Opel Corsa remblokken | Bremsbeläge
vehicle | VW Polo remschijven | Bremsscheiben
vehicle | Toyota Yaris oliefilter | Ölfilter
vehicle | Kia Picanto schokdempers | Stoßdämpfer
attribute | 5W30 | attr:viscosity=5W30
attribute | motorolie 5W-30 | attr:viscosity=5W30
attribute | H7 lamp | attr:lamp_type=H7
attribute | P21W | attr:lamp_type=P21W
part-number | @23 | #23
part-number | @24 | #24 spaced
part-number | @25 | #25 oe
part-number | @26 | #26 typo
zero | stroopwafel | -
zero | klompen | -
zero | wwwwww | -
zero | tulpen | -
exact | Distributieriem | Zahnriemen
exact | Koppelingsset | Kupplungssatz
typo | startmoter | Anlasser
exact | Stuurkogel | Spurstangenkopf
typo | stuurkogell | Spurstangenkopf
`,
};

export const JUDGED_QUERIES: JudgedQuery[] = Object.entries(SETS).flatMap(([edition, text]) =>
  text.trim().split('\n').map((line) => {
    const [kind, term, good] = line.split(' | ').map((part) => part.trim()) as [QueryKind, string, string];
    return { edition, kind, term, good };
  }));
