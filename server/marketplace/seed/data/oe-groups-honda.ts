/**
 * Honda's OE numbers: the first five digits name the part group, the block after the dash the model
 * (45022-SMG-E01 the Civic's front pads, 15400-PLM-A02 the spin-on oil filter, 17220-RZA-Y00 an air filter,
 * 80292-TF0-G01 a cabin filter, 12290-R48-H01 a spark plug, 51611- a front damper). A clerk reads the
 * group first: a front damper under 14845- or pads under 66704- are numbers for another part, or none.
 * Groups the compiler was not sure of are left out: such a part gets no Honda number.
 */
import type { Groups } from './oe-groups-long-tail';

export const HONDA_GROUPS: Readonly<Record<string, Groups>> = {
  // Brakes: front parts in the 45… groups, rear ones in the 43… and 42… groups; seal sets and hose sets under 01….
  'Bremsbeläge': { front: ['45022'], rear: ['43022'] },
  Bremsscheiben: { front: ['45251'], rear: ['42510'] },
  Bremssattel: { front: ['45018', '45019'], rear: ['43018', '43019'] },
  'Bremssattel Reparatursatz': { front: ['01463'], rear: ['01473'] },
  Bremsbacken: ['43153'], Bremsbackensatz: ['43153'], Bremstrommel: ['42610'], Radbremszylinder: ['43300'],
  Bremsschlauch: ['01464', '01466'], Hauptbremszylinder: ['46100'], Handbremsseil: ['47510', '47560'],
  'ABS-Sensor': { front: ['57450', '57455'], rear: ['57470', '57475'] }, Bremslichtschalter: ['36750'],
  // Filters: the petrols' spin-on can 15400-, the diesels' paper element 15430-.
  'Ölfilter': ['15400', '15430'], Luftfilter: ['17220'], Kraftstofffilter: ['16010', '16901'],
  'Biofunktionaler Innenraumfilter': ['80292'], Pollenfilter: ['80292'], Aktivkohlefilter: ['80292'],
  // Ignition.
  'Zündkerzen': ['12290'], 'Zündspule': ['30520'],
  // Chassis and steering: right and left struts 51611-/51621-, rear dampers 52610-/52611-.
  'Stoßdämpfer': { front: ['51611', '51621'], rear: ['52610', '52611'] }, Fahrwerksfeder: { front: ['51401'], rear: ['52441'] },
  'Federbeinstützlager': ['51920'], Querlenker: ['51350', '51360'], Querlenkerlager: ['51391', '51393'], Traggelenk: ['51220'],
  Koppelstange: { front: ['51320', '51321'], rear: ['52320', '52321'] }, Stabilisatorlager: { front: ['51306'], rear: ['52306'] },
  Spurstangenkopf: ['53540'], Spurstange: ['53010'], 'Axialgelenk Spurstange': ['53010'], 'Faltenbalg Lenkung': ['53534'], Lenkgetriebe: ['53601'],
  Radlagersatz: { front: ['44300'], rear: ['42200'] }, Radnabe: { front: ['44600'], rear: ['42200'] },
  // Clutch and driveline.
  Kupplungssatz: ['22200', '22300'], Kupplungsscheibe: ['22200'], Kupplungsdruckplatte: ['22300'], 'Ausrücklager': ['22810'],
  Kupplungsgeberzylinder: ['46920'], Kupplungsnehmerzylinder: ['46930'], Zweimassenschwungrad: ['22100'], Antriebswelle: ['44305', '44306'],
  Achsmanschette: ['44017', '44018'], Schaltseil: ['54310'], 'Rückfahrlichtschalter': ['35700'],
  // Engine: timing, belt drive, cooling, sensors.
  Steuerkette: ['14401'], Steuerkettensatz: ['14401'], Spannrolle: ['31170'], Umlenkrolle: ['31180'], Keilrippenriemen: ['31110', '38920'],
  'Riemenscheibe Kurbelwelle': ['13810'], Generatorfreilauf: ['31141'], Wasserpumpe: ['19200'], Thermostat: ['19301'], 'Kühler': ['19010'],
  'Kühlerschlauch': ['19501', '19502'], 'Ausgleichsbehälter': ['19101'], 'Kühlerlüfter': ['19015', '19030'], 'Ölkühler': ['15500'],
  'Kühlmitteltemperatursensor': ['37870'], 'Öldruckschalter': ['37240'], Klopfsensor: ['30530'], Nockenwellensensor: ['37510'],
  Kurbelwellensensor: ['37500'], Saugrohrdrucksensor: ['37830'], Luftmassenmesser: ['37980'], Lambdasonde: ['36531', '36532'],
  'Ölpumpe': ['15100'], 'Ölwanne': ['11200'], 'Ölablassschraube': ['90009'], Ventildeckeldichtung: ['12341'], Zylinderkopfdichtung: ['12251'],
  'Wellendichtring Kurbelwelle': ['91212', '91214'], Kolbenringe: ['13011'], Nockenwelle: ['14110', '14120'], Motorlager: ['50820', '50850'],
  Getriebelager: ['50850'], Turbolader: ['18900'], 'AGR-Ventil': ['18011'], Drosselklappe: ['16400'], 'Einspritzdüse': ['16450'],
  Hochdruckpumpe: ['16790'], Kraftstoffpumpe: ['17045'], Tankgeber: ['17047'], Tankdeckel: ['17670'],
  // Electrics.
  Starterbatterie: ['31500'], Anlasser: ['31200'], Lichtmaschine: ['31100'], Generatorregler: ['31150'],
  // Exhaust: the silencer 18307-, the pipes 18210-/18220-, the converter 18160-, the rubber mountings 18215-.
  'Endschalldämpfer': ['18307'], 'Mittelschalldämpfer': ['18220'], 'Vorschalldämpfer': ['18210'], Abgasrohr: ['18210', '18220'], Flexrohr: ['18210'],
  Katalysator: ['18160'], 'Halter Abgasanlage': ['18215'],
  // Climate.
  Klimakompressor: ['38810'], Klimakondensator: ['80110'], 'Trockner Klimaanlage': ['80101'], Verdampfer: ['80211'], Expansionsventil: ['80221'],
  'Innenraumgebläse': ['79310'], 'Vorwiderstand Gebläse': ['79330'], 'Wärmetauscher': ['79115'],
  // Wipers, lamps, body: driver's and passenger's wiper blades 76620-/76630-, the rear one 76730-.
  Scheibenwischer: ['76620', '76630', '76730'], Wischerarm: ['76600'], Wischermotor: ['76505'], Waschwasserpumpe: ['76846'], Waschwasserdüse: ['76810'],
  Hauptscheinwerfer: ['33100', '33150'], Heckleuchte: ['33500', '33550'], Nebelscheinwerfer: ['33900', '33950'], Kennzeichenleuchte: ['34100'],
  'Außenspiegel': ['76200', '76250'], Spiegelglas: ['76203', '76253'], 'Abdeckung Außenspiegel': ['76201', '76251'],
  'Stoßstange': ['71101', '71501'], 'Kotflügel': ['60211', '60261'], Motorhaube: ['60100'], 'Kühlergrill': ['71121'], 'Türgriff': ['72141', '72181'],
  Radlaufschale: ['74101', '74151'], Unterfahrschutz: ['74111'], Fensterheber: { front: ['72250', '72210'], rear: ['72750', '72710'] },
  Fensterheberschalter: ['35750'], Lenkstockschalter: ['35255'], 'Einparkhilfe Sensor': ['39680'], Hupe: ['38100', '38150'],
  'Zentralverriegelung Stellelement': ['72110'], 'Gasfeder Heckklappe': ['74820'],
};
