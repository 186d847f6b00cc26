/**
 * Nissan's OE numbers: the first five characters name the part group, the five after the dash the part
 * of the car (15208-65F0C an oil filter, 16546-JD20A an air filter, 22401-5M015 a spark plug, D1060-
 * front pads, 54500- a lower arm). A clerk reads the group first: a spark plug under 67184- or an oil
 * filter under 31667- is a number for another part, or none.
 */
import type { Groups } from './oe-groups-long-tail';

export const NISSAN_GROUPS: Readonly<Record<string, Groups>> = {
  // Brakes: the after-sales pad and shoe sets are D1060- (front) and D4060- (rear), the factory's 41060-/44060-.
  'Bremsbeläge': { front: ['D1060', '41060'], rear: ['D4060', '44060'] },
  Bremsscheiben: { front: ['40206'], rear: ['43206'] },
  Bremssattel: { front: ['41001', '41011'], rear: ['44001', '44011'] },
  'Bremssattel Reparatursatz': ['41120', '44120'],
  Bremsbacken: ['D4060', '44060'], Bremsbackensatz: ['D4060', '44060'], Bremstrommel: ['43206'], Radbremszylinder: ['44100'],
  Bremsschlauch: ['46210', '46211'], Bremsleitung: ['46240', '46242'], Hauptbremszylinder: ['46010'], Handbremsseil: ['36530', '36531'],
  'ABS-Sensor': ['47910', '47900'], 'ABS-Ring': ['47950'], 'Stellelement Feststellbremse': ['36010'], Bremslichtschalter: ['25320'],
  // Filters: the spin-on can 15208-, the paper element of the diesels' housings 15209-.
  'Ölfilter': ['15208', '15209'], Luftfilter: ['16546'], Kraftstofffilter: ['16400', '16403'],
  'Biofunktionaler Innenraumfilter': ['27277', '27891'], Pollenfilter: ['27277', '27891'], Aktivkohlefilter: ['27277', '27891'],
  // Ignition and glow.
  'Zündkerzen': ['22401'], 'Zündspule': ['22448'], 'Glühkerzen': ['11065'], 'Zündschloss': ['48700'],
  // Chassis and steering.
  'Stoßdämpfer': { front: ['54302', '54303'], rear: ['56210'] }, Fahrwerksfeder: { front: ['54010'], rear: ['55020'] },
  'Federbeinstützlager': ['54320'], 'Staubschutzsatz Stoßdämpfer': ['54050'], Querlenker: ['54500', '54501'], Querlenkerlager: ['54560', '54570'],
  'Achskörperlager': ['55045'], Traggelenk: ['40160'], Koppelstange: { front: ['54618'], rear: ['54668'] }, Stabilisatorlager: { front: ['54613'], rear: ['56243'] },
  Spurstangenkopf: ['48520', 'D8520'], Spurstange: ['48521', 'D8521'], 'Axialgelenk Spurstange': ['48521', 'D8521'], 'Faltenbalg Lenkung': ['48203'],
  Lenkgetriebe: ['49001'], Radlagersatz: { front: ['40210'], rear: ['43210'] }, Radnabe: { front: ['40202'], rear: ['43202'] }, Radschraube: ['40222'],
  // Clutch and driveline: a clutch kit under its disc's or its cover's number.
  Kupplungssatz: ['30100', '30210'], Kupplungsscheibe: ['30100'], Kupplungsdruckplatte: ['30210'], 'Ausrücklager': ['30502'],
  Kupplungsgeberzylinder: ['30610'], Kupplungsnehmerzylinder: ['30620'], Zweimassenschwungrad: ['12310'], Antriebswelle: ['39100', '39101'],
  'Gelenksatz Antriebswelle': ['39211'], Achsmanschette: ['39241'], Schaltseil: ['34413'], 'Rückfahrlichtschalter': ['32005'],
  // Engine: timing, belt drive, cooling, sensors.
  Steuerkette: ['13028'], Steuerkettensatz: ['13028'], Spannrolle: ['11955', '13070'], Umlenkrolle: ['11925'], Keilrippenriemen: ['11720'],
  'Riemenscheibe Kurbelwelle': ['12303'], Generatorfreilauf: ['23151'], Wasserpumpe: ['21010'], Thermostat: ['21200'], 'Kühler': ['21410'],
  'Kühlerschlauch': ['21501', '21503'], 'Ausgleichsbehälter': ['21710'], 'Kühlerlüfter': ['21481'], 'Ölkühler': ['21305'], 'Ladeluftkühler': ['14461'],
  Ladeluftschlauch: ['14463'], 'Kühlmitteltemperatursensor': ['22630'], 'Öldruckschalter': ['25240'], Klopfsensor: ['22060'],
  Nockenwellensensor: ['23731'], Kurbelwellensensor: ['23731'], Saugrohrdrucksensor: ['22365'], Abgasdrucksensor: ['22770'], Luftmassenmesser: ['22680'],
  Lambdasonde: ['22690', '22693'], 'Ölpumpe': ['15010'], 'Ölwanne': ['11110'], 'Ölablassschraube': ['11128'], 'Ölwannendichtung': ['11121'],
  'Ölfilterdichtung': ['15066'], Ventildeckeldichtung: ['13270'], Zylinderkopfdichtung: ['11044'], 'Wellendichtring Kurbelwelle': ['13510'],
  Kolbenringe: ['12033'], Nockenwelle: ['13020'], 'Hydrostößel': ['13231'], Motorlager: ['11210', '11220'], Getriebelager: ['11220'],
  Turbolader: ['14411'], 'AGR-Ventil': ['14710'], Drosselklappe: ['16119'], 'Einspritzdüse': ['16600'], Hochdruckpumpe: ['16700'],
  Kraftstoffpumpe: ['17040'], Tankgeber: ['25060'], Tankdeckel: ['17251'], 'Relais Kraftstoffpumpe': ['25230'],
  // Electrics.
  Starterbatterie: ['24410'], Anlasser: ['23300'], Lichtmaschine: ['23100'], Generatorregler: ['23133'],
  // Exhaust.
  'Endschalldämpfer': ['20100'], 'Mittelschalldämpfer': ['20300'], 'Vorschalldämpfer': ['20010'], Abgasrohr: ['20010'], Flexrohr: ['20010'],
  Katalysator: ['20800'], 'Rohrverbinder Abgasanlage': ['20691'], 'Halter Abgasanlage': ['20651'],
  // Climate.
  Klimakompressor: ['92600'], Klimakondensator: ['92100'], Verdampfer: ['27280'], Expansionsventil: ['92200'], 'Innenraumgebläse': ['27226'],
  'Vorwiderstand Gebläse': ['27150'], 'Wärmetauscher': ['27140'],
  // Wipers, lamps, body.
  Scheibenwischer: ['28890'], Wischerarm: ['28881'], Wischermotor: ['28800', '28710'], Waschwasserpumpe: ['28920'], Waschwasserdüse: ['28930'],
  Hauptscheinwerfer: ['26010', '26060'], Heckleuchte: ['26550', '26555'], Nebelscheinwerfer: ['26150', '26155'], Tagfahrleuchte: ['26600', '26605'],
  Kennzeichenleuchte: ['26510'], Leuchtweitenregulierung: ['26056'], 'Außenspiegel': ['96301', '96302'], Spiegelglas: ['96365', '96366'],
  'Abdeckung Außenspiegel': ['96373', '96374'], 'Stoßstange': ['62022', '85022'], 'Kotflügel': ['63100', '63101'], Motorhaube: ['65100'],
  'Kühlergrill': ['62310'], 'Türgriff': ['80640', '82640'], Radlaufschale: ['63842', '63843'], Unterfahrschutz: ['75892'],
  Fensterheber: { front: ['80720', '80721'], rear: ['82720', '82721'] }, Fensterhebermotor: ['80730', '80731'], Fensterheberschalter: ['25401'],
  Lenkstockschalter: ['25560'], 'Einparkhilfe Sensor': ['28438'], Hupe: ['25610'], 'Zentralverriegelung Stellelement': ['80553'],
  'Gasfeder Heckklappe': ['90450'], 'Motorhaubendämpfer': ['65470'],
};
