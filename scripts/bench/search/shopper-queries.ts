/**
 * The shoppers' judged query set: written by browsing the demo catalogue as a shopper would (its
 * categories, brands, criteria and vehicles), before any tuning, and judged as a parts seller
 * would answer. Split once, by a hash of the query, into a tuning half and a held-out half
 * (split.ts); changes are fitted to the tuning half's failures only. One line per query:
 * `kind | term | good`, where good is
 * - category titles (German, as the demo catalogue names its leaves) separated by ";", a title
 *   ending in "*" marking a kind made per axle (front and rear alike unless a condition says);
 * - then, after " & ", conditions every right article meets: `key=value` (a criterion, compared
 *   without case, spaces or dashes: "5W-30" = "5w30"), `key^=value` (a criterion beginning so:
 *   "DOT 4" takes "DOT 4 LV"), `brand=Name`;
 * - or `num:NORM`: the first article has that normalised number;
 * - a good of conditions only (`& brand=Bosch`) takes any category.
 * The kind `suggestion` is a prefix typed into the search box: the first category suggested must be
 * one of the good ones (the most-sought kind of part for it).
 */
import type { JudgedQuery } from './judged-queries';

export type ShopperKind = 'suggestion' | 'category' | 'trade-word' | 'attribute' | 'position' | 'brand' | 'part-number' | 'vehicle' | 'typo' | 'brand-category';

const SILENCERS = 'Endschalldämpfer;Mittelschalldämpfer;Vorschalldämpfer';
const EXHAUST = `${SILENCERS};Abgasrohr`;
const BULBS = 'Glühlampe Hauptscheinwerfer;Xenon-Brenner;LED-Lampe';
const H7 = 'Glühlampe Hauptscheinwerfer;LED-Lampe & lamp_type=H7';

const SETS: Record<string, string> = {
  'de-DE': `
suggestion | Brem | Bremsscheiben;Bremsbeläge*
suggestion | Zün | Zündkerzen;Zündspule
suggestion | Stoß | Stoßdämpfer
suggestion | Öl | Motoröl;Ölfilter
suggestion | Kupp | Kupplungssatz
suggestion | Batt | Starterbatterie
suggestion | Luftf | Luftfilter
suggestion | Wisch | Scheibenwischer*
suggestion | Lich | Lichtmaschine
suggestion | Auspu | ${EXHAUST}
category | Bremsscheiben | Bremsscheiben
category | Kupplung | Kupplungssatz
category | Stoßdämpfer | Stoßdämpfer
category | Zündkerzen | Zündkerzen
category | Ölfilter | Ölfilter
category | Batterie | Starterbatterie
category | Scheibenwischer | Scheibenwischer*
category | Bremsbeläge | Bremsbeläge*
category | Spiegel | Außenspiegel;Spiegelglas
category | Wasserpumpe | Wasserpumpe
trade-word | Lima | Lichtmaschine
trade-word | Auspufftopf | ${SILENCERS}
trade-word | Endtopf | Endschalldämpfer
trade-word | Abblendlicht | ${BULBS}
trade-word | Bremsklötze | Bremsbeläge*
trade-word | Domlager | Federbeinstützlager*
trade-word | Spritpumpe | Kraftstoffpumpe
trade-word | Radlager | Radlagersatz*
trade-word | Wischblätter | Scheibenwischer*
trade-word | Kühlwasser | Kühlerfrostschutz
attribute | Batterie 74Ah | Starterbatterie & capacity=74
attribute | Batterie 74 Ah | Starterbatterie & capacity=74
attribute | H7 55W | Glühlampe Hauptscheinwerfer & lamp_type=H7 & wattage=55
attribute | Scheibenwischer 600mm | Scheibenwischer* & length=600
attribute | Bremsscheiben 288 mm belüftet | Bremsscheiben & diameter=288 & disc_type=ventilated
attribute | Bremsflüssigkeit DOT 4 | Bremsflüssigkeit & specification^=DOT 4
attribute | Ölfilter M20x1.5 | Ölfilter & thread=M20x1.5
attribute | Motoröl 5W-30 | Motoröl & viscosity=5W-30
attribute | 5W30 5 Liter | Motoröl & viscosity=5W-30 & volume=5
attribute | Zündkerzen M14x1.25 | Zündkerzen & thread=M14x1.25
position | Stoßdämpfer hinten | Stoßdämpfer & fitting_position=rear
position | Stoßdämpfer vorne | Stoßdämpfer & fitting_position=front
position | Bremsscheiben vorne | Bremsscheiben & fitting_position=front
position | Bremsbeläge hinten | Bremsbeläge* & fitting_position=rear
position | Außenspiegel links | Außenspiegel & fitting_side=left
position | Scheinwerfer rechts | Hauptscheinwerfer & fitting_side=right
brand | Bosch | & brand=Bosch
brand | Varta | & brand=Varta
brand | Brembo | & brand=Brembo
brand | Mann Filter | & brand=Mann-Filter
brand-category | Bosch Bremsbeläge | Bremsbeläge* & brand=Bosch
brand-category | NGK Zündkerzen | Zündkerzen & brand=NGK
brand-category | Varta Batterie | Starterbatterie & brand=Varta
brand-category | Mann Ölfilter | Ölfilter & brand=Mann-Filter
part-number | Bosch 0 986 494 612 | num:0986494612
part-number | 0 986 494 612 | num:0986494612
part-number | VKMC 16304 | num:VKMC16304
part-number | Gates WP7551 | num:WP7551
vehicle | Golf 7 Bremsscheiben | Bremsscheiben
vehicle | Polo 6R Zündkerzen | Zündkerzen
vehicle | BMW E90 Bremsbeläge | Bremsbeläge*
vehicle | Golf 5G Ölfilter | Ölfilter
vehicle | C-Klasse W205 Stoßdämpfer | Stoßdämpfer
typo | Bremsscheibn | Bremsscheiben
typo | Stoßdämpfr | Stoßdämpfer
typo | Zündkerzn | Zündkerzen
typo | Lichtmaschiene | Lichtmaschine
typo | Kuplung | Kupplungssatz
typo | Ölfiltr | Ölfilter
`,
  'de-AT': `
suggestion | Brems | Bremsscheiben;Bremsbeläge*
suggestion | Stoss | Stoßdämpfer
suggestion | Zünd | Zündkerzen;Zündspule
category | Kupplung | Kupplungssatz
category | Lichtmaschine | Lichtmaschine
category | Stoßdämpfer | Stoßdämpfer
trade-word | Auspuff | ${EXHAUST}
trade-word | Lima | Lichtmaschine
trade-word | Bremsklötze | Bremsbeläge*
attribute | Batterie 74Ah | Starterbatterie & capacity=74
attribute | Scheibenwischer 600 mm | Scheibenwischer* & length=600
attribute | Bremsflüssigkeit DOT4 | Bremsflüssigkeit & specification^=DOT 4
attribute | Öl 5W-40 5 Liter | Motoröl & viscosity=5W-40 & volume=5
attribute | Bremsscheiben 280mm | Bremsscheiben & diameter=280
position | Stossdämpfer hinten | Stoßdämpfer & fitting_position=rear
position | Stoßdämpfer vorne | Stoßdämpfer & fitting_position=front
position | Spiegel links | Außenspiegel;Spiegelglas;Abdeckung Außenspiegel & fitting_side=left
brand | Bosch | & brand=Bosch
brand | NGK | & brand=NGK
brand-category | Varta Batterie | Starterbatterie & brand=Varta
brand-category | Zündkerzen NGK | Zündkerzen & brand=NGK
part-number | 0 986 494 612 | num:0986494612
part-number | Bosch 0986494612 | num:0986494612
vehicle | Golf 7 Bremsscheiben | Bremsscheiben
vehicle | Polo 6R Zündkerzen | Zündkerzen
typo | Bremsbelege | Bremsbeläge*
typo | Oelfilter | Ölfilter
typo | Stosdämpfer | Stoßdämpfer
`,
  'fr-FR': `
suggestion | plaq | Bremsbeläge*
suggestion | disq | Bremsscheiben
suggestion | amort | Stoßdämpfer
suggestion | boug | Zündkerzen
suggestion | embr | Kupplungssatz
suggestion | batt | Starterbatterie
suggestion | huil | Motoröl;Ölfilter
category | plaquettes de frein | Bremsbeläge*
category | disques de frein | Bremsscheiben
category | amortisseur | Stoßdämpfer
category | bougies | Zündkerzen
category | embrayage | Kupplungssatz
category | filtre à huile | Ölfilter
category | batterie | Starterbatterie
category | essuie-glace | Scheibenwischer*
category | rétroviseur | Außenspiegel
trade-word | pot d'échappement | ${SILENCERS}
trade-word | silencieux | ${SILENCERS}
trade-word | plaquettes | Bremsbeläge*
trade-word | balais essuie-glace | Scheibenwischer*
trade-word | kit distribution | Zahnriemensatz;Zahnriemensatz mit Wasserpumpe
trade-word | courroie accessoire | Keilrippenriemen
trade-word | phare | Hauptscheinwerfer
trade-word | ampoule feux de croisement | ${BULBS}
attribute | disque frein 280 mm | Bremsscheiben & diameter=280
attribute | batterie 74Ah | Starterbatterie & capacity=74
attribute | ampoule H7 | ${H7}
attribute | huile 5W30 | Motoröl & viscosity=5W-30
attribute | liquide de frein DOT 4 | Bremsflüssigkeit & specification^=DOT 4
attribute | essuie-glace 600 mm | Scheibenwischer* & length=600
attribute | huile moteur 5W40 5 litres | Motoröl & viscosity=5W-40 & volume=5
position | amortisseur arrière | Stoßdämpfer & fitting_position=rear
position | amortisseurs avant | Stoßdämpfer & fitting_position=front
position | rétroviseur gauche | Außenspiegel & fitting_side=left
position | plaquettes arrière | Bremsbeläge* & fitting_position=rear
position | disques de frein avant | Bremsscheiben & fitting_position=front
brand | Valeo | & brand=Valeo
brand | Bosch | & brand=Bosch
brand-category | plaquettes Bosch | Bremsbeläge* & brand=Bosch
brand-category | bougies NGK | Zündkerzen & brand=NGK
brand-category | batterie Varta | Starterbatterie & brand=Varta
part-number | 0 986 494 612 | num:0986494612
part-number | VKMC16304 | num:VKMC16304
part-number | Bosch 0 986 494 612 | num:0986494612
vehicle | plaquettes Clio IV | Bremsbeläge*
vehicle | Peugeot 208 disques de frein | Bremsscheiben
vehicle | Golf 7 amortisseur | Stoßdämpfer
typo | plaquete de frein | Bremsbeläge*
typo | amortiseur | Stoßdämpfer
typo | disqe de frein | Bremsscheiben
typo | embrayge | Kupplungssatz
`,
  'es-ES': `
suggestion | past | Bremsbeläge*
suggestion | disc | Bremsscheiben
suggestion | amort | Stoßdämpfer
suggestion | buj | Zündkerzen
suggestion | embr | Kupplungssatz
suggestion | bater | Starterbatterie
suggestion | acei | Motoröl;Ölfilter
category | pastillas de freno | Bremsbeläge*
category | discos de freno | Bremsscheiben
category | amortiguador | Stoßdämpfer
category | bujías | Zündkerzen
category | embrague | Kupplungssatz
category | filtro de aceite | Ölfilter
category | batería | Starterbatterie
category | escobillas | Scheibenwischer*
category | retrovisor | Außenspiegel
trade-word | silenciador | ${SILENCERS}
trade-word | escape | ${EXHAUST}
trade-word | limpiaparabrisas | Scheibenwischer*
trade-word | correa auxiliar | Keilrippenriemen
trade-word | kit distribución | Zahnriemensatz;Zahnriemensatz mit Wasserpumpe
trade-word | faro | Hauptscheinwerfer
trade-word | pastillas | Bremsbeläge*
trade-word | bombilla luz de cruce | ${BULBS}
attribute | batería 74Ah | Starterbatterie & capacity=74
attribute | aceite 5W30 | Motoröl & viscosity=5W-30
attribute | bombilla H7 | ${H7}
attribute | disco de freno 280 mm | Bremsscheiben & diameter=280
attribute | líquido de frenos DOT 4 | Bremsflüssigkeit & specification^=DOT 4
attribute | escobilla 600mm | Scheibenwischer* & length=600
attribute | aceite 5W40 5 litros | Motoröl & viscosity=5W-40 & volume=5
position | amortiguador trasero | Stoßdämpfer & fitting_position=rear
position | amortiguadores delanteros | Stoßdämpfer & fitting_position=front
position | pastillas de freno traseras | Bremsbeläge* & fitting_position=rear
position | retrovisor izquierdo | Außenspiegel & fitting_side=left
position | faro derecho | Hauptscheinwerfer & fitting_side=right
brand | Bosch | & brand=Bosch
brand | Brembo | & brand=Brembo
brand-category | bujías NGK | Zündkerzen & brand=NGK
brand-category | batería Varta | Starterbatterie & brand=Varta
brand-category | pastillas Bosch | Bremsbeläge* & brand=Bosch
part-number | 0986494612 | num:0986494612
part-number | VKMC 16304 | num:VKMC16304
vehicle | Seat Leon pastillas de freno | Bremsbeläge*
vehicle | Ibiza 6J bujías | Zündkerzen
vehicle | Golf 7 discos de freno | Bremsscheiben
typo | dsco de freno | Bremsscheiben
typo | pastilas de freno | Bremsbeläge*
typo | amortiguadr | Stoßdämpfer
typo | embrage | Kupplungssatz
`,
  'it-IT': `
suggestion | pastig | Bremsbeläge*
suggestion | disch | Bremsscheiben
suggestion | ammor | Stoßdämpfer
suggestion | cand | Zündkerzen
suggestion | friz | Kupplungssatz
suggestion | batt | Starterbatterie
suggestion | olio | Motoröl;Ölfilter
category | pastiglie freno | Bremsbeläge*
category | dischi freno | Bremsscheiben
category | ammortizzatori | Stoßdämpfer
category | candele | Zündkerzen
category | frizione | Kupplungssatz
category | filtro olio | Ölfilter
category | batteria | Starterbatterie
category | tergicristallo | Scheibenwischer*
category | specchietto | Außenspiegel
trade-word | cinghia servizi | Keilrippenriemen
trade-word | marmitta | ${SILENCERS}
trade-word | spazzole tergicristallo | Scheibenwischer*
trade-word | kit distribuzione | Zahnriemensatz;Zahnriemensatz mit Wasserpumpe
trade-word | faro | Hauptscheinwerfer
trade-word | liquido radiatore | Kühlerfrostschutz
trade-word | lampadina anabbagliante | ${BULBS}
trade-word | cinghia alternatore | Keilrippenriemen
attribute | batteria 74Ah | Starterbatterie & capacity=74
attribute | olio 5w40 5 litri | Motoröl & viscosity=5W-40 & volume=5
attribute | lampadina H7 | ${H7}
attribute | disco freno 280 mm | Bremsscheiben & diameter=280
attribute | liquido freni DOT 4 | Bremsflüssigkeit & specification^=DOT 4
attribute | tergicristallo 600 mm | Scheibenwischer* & length=600
attribute | olio 5W30 | Motoröl & viscosity=5W-30
position | ammortizzatori posteriori | Stoßdämpfer & fitting_position=rear
position | ammortizzatore anteriore | Stoßdämpfer & fitting_position=front
position | pastiglie freno posteriori | Bremsbeläge* & fitting_position=rear
position | specchietto sinistro | Außenspiegel & fitting_side=left
position | faro destro | Hauptscheinwerfer & fitting_side=right
brand | Bosch | & brand=Bosch
brand | Magneti Marelli | & brand=Magneti Marelli
brand-category | candele NGK | Zündkerzen & brand=NGK
brand-category | batteria Varta | Starterbatterie & brand=Varta
brand-category | pastiglie Bosch | Bremsbeläge* & brand=Bosch
part-number | 0 986 494 612 | num:0986494612
part-number | VKMC16304 | num:VKMC16304
vehicle | Fiat Panda pastiglie | Bremsbeläge*
vehicle | Golf 7 dischi freno | Bremsscheiben
vehicle | Fiat 500 312 candele | Zündkerzen
typo | dsco freno | Bremsscheiben
typo | pastiglie frno | Bremsbeläge*
typo | ammortizatori | Stoßdämpfer
typo | frizzione | Kupplungssatz
`,
  'nl-NL': `
suggestion | rem | Bremsbeläge*;Bremsscheiben
suggestion | schok | Stoßdämpfer
suggestion | boug | Zündkerzen
suggestion | kopp | Kupplungssatz
suggestion | accu | Starterbatterie
suggestion | olie | Motoröl;Ölfilter
suggestion | ruit | Scheibenwischer*
category | remblokken | Bremsbeläge*
category | remschijven | Bremsscheiben
category | schokdempers | Stoßdämpfer
category | bougies | Zündkerzen
category | koppeling | Kupplungssatz
category | oliefilter | Ölfilter
category | accu | Starterbatterie
category | ruitenwissers | Scheibenwischer*
category | buitenspiegel | Außenspiegel
trade-word | multiriem | Keilrippenriemen
trade-word | uitlaat | ${EXHAUST}
trade-word | knalpot | ${SILENCERS}
trade-word | ruitenwisserbladen | Scheibenwischer*
trade-word | distributieriem | Zahnriemen
trade-word | remblokjes | Bremsbeläge*
trade-word | dimlicht lamp | ${BULBS}
trade-word | koplamp | Hauptscheinwerfer
attribute | accu 74Ah | Starterbatterie & capacity=74
attribute | motorolie 5W30 | Motoröl & viscosity=5W-30
attribute | lamp H7 | ${H7}
attribute | remschijf 280 mm | Bremsscheiben & diameter=280
attribute | remvloeistof DOT 4 | Bremsflüssigkeit & specification^=DOT 4
attribute | ruitenwisser 600mm | Scheibenwischer* & length=600
attribute | olie 5W40 5 liter | Motoröl & viscosity=5W-40 & volume=5
position | schokdemper achter | Stoßdämpfer & fitting_position=rear
position | schokdempers voor | Stoßdämpfer & fitting_position=front
position | remblokken achter | Bremsbeläge* & fitting_position=rear
position | buitenspiegel links | Außenspiegel & fitting_side=left
position | koplamp rechts | Hauptscheinwerfer & fitting_side=right
brand | Bosch | & brand=Bosch
brand | Bilstein | & brand=Bilstein
brand-category | bougies NGK | Zündkerzen & brand=NGK
brand-category | remblokken Bosch | Bremsbeläge* & brand=Bosch
brand-category | accu Varta | Starterbatterie & brand=Varta
part-number | 0986494612 | num:0986494612
part-number | VKMC 16304 | num:VKMC16304
vehicle | Golf 7 remschijven | Bremsscheiben
vehicle | Polo 6R bougies | Zündkerzen
vehicle | BMW E90 remblokken | Bremsbeläge*
typo | remschijvn | Bremsscheiben
typo | schokdemer | Stoßdämpfer
typo | bogies | Zündkerzen
typo | koppling | Kupplungssatz
`,
};

export const SHOPPER_QUERIES: JudgedQuery[] = Object.entries(SETS).flatMap(([edition, text]) =>
  text.trim().split('\n').map((line) => {
    const [kind, term, good] = line.split(' | ').map((part) => part.trim()) as [ShopperKind, string, string];
    return { edition, kind, term, good };
  }));
