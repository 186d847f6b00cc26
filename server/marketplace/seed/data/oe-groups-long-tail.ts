/**
 * The groups of the parts beyond brakes, filters and dampers, as the makers number them: a counter clerk
 * who looks up a VW washer pump expects 955, a BMW one 67 12, a Hyundai crank pulley 23124, a Mercedes
 * door lock 720. Read from parts catalogues as far as memory of their pages goes; a kind left out for a
 * make gets no OE number of that make rather than one of another group (data/oe-groups.ts).
 */

/** The groups a kind's OE numbers carry, per axle where the maker numbers the axles apart. */
export type Groups = readonly string[] | { front: readonly string[]; rear: readonly string[] };

const EXHAUST_VAG = ['253', '254'];

/** VW group: the middle triplet (5G0 955 651 washer pump, 04L 906 … sensors, 3C0 145 … intercooler). */
export const VAG_LONG_TAIL: Readonly<Record<string, Groups>> = {
  'ABS-Ring': ['498'], 'AGR-Ventil': ['131'], 'Abdeckung Außenspiegel': ['857'], Abgasdrucksensor: ['906'], Abgasrohr: EXHAUST_VAG,
  Abgastemperatursensor: ['906'], 'Achskörperlager': { front: ['199'], rear: ['505'] }, Achsmanschette: ['498'], Antriebswelle: { front: ['407'], rear: ['501'] },
  'Ausgleichsbehälter': ['121'], 'Ausrücklager': ['141'], 'Außenspiegel': ['857'], Blinkleuchte: ['949', '953'], Bremsbacken: ['609'],
  Bremsbackensatz: ['609'], 'Bremskraftverstärker': ['614'], Bremsleitung: ['611'], Bremslichtschalter: ['945'],
  'Bremssattel Reparatursatz': ['698'], Bremstrommel: ['609'], 'Dichtung Abgaskrümmer': ['253'], Drosselklappe: ['133', '128'],
  'Einspritzdüse': ['130', '906'], Expansionsventil: ['820'], Fensterhebermotor: ['959'], Fensterheberschalter: ['959'], Flexrohr: EXHAUST_VAG,
  'Gasfeder Heckklappe': ['827'], 'Gelenksatz Antriebswelle': ['498'], Generatorfreilauf: ['903'], Generatorregler: ['903'], Getriebelager: ['199'],
  'Getriebeölwechselsatz': ['325', '305'], 'Glühzeitsteuergerät': ['907'], 'Halter Abgasanlage': ['253'], Harnstofffilter: ['131'],
  Hauptscheinwerfer: ['941'], Heckleuchte: ['945'], Hochdruckpumpe: ['130', '127'], Hupe: ['951'], 'Hydraulikfilter Automatikgetriebe': ['325'],
  'Hydraulikfilter Lenkung': ['422'], 'Hydrostößel': ['109'], 'Innenraumgebläse': ['819'], Kardanwelle: ['521'], Kennzeichenleuchte: ['943'],
  Klimakompressor: ['820'], Klimakondensator: ['816', '820'], Klopfsensor: ['905'], Kolbenringe: ['107', '198'], Koppelstange: { front: ['411'], rear: ['505'] },
  'Kotflügel': ['821'], Kraftstoffpumpe: ['919'], Kupplungsgeberzylinder: ['721'], Kupplungsnehmerzylinder: ['721'],
  'Kurbelgehäuseentlüftungsfilter': ['103'], Kurbelwellensensor: ['906'], 'Kühlergrill': ['853'], 'Kühlerlüfter': ['959'], 'Kühlerschlauch': ['121'],
  'Kühlmitteltemperatursensor': ['919'], 'Ladeluftkühler': ['145'], Ladeluftschlauch: ['145'], Lenkgetriebe: ['423'], Lenkstockschalter: ['953'],
  Leuchtweitenregulierung: ['941', '907'], Luftfeder: ['616'], Luftmassenmesser: ['906'], Motorhaube: ['823'], 'Motorhaubendämpfer': ['823'],
  Motorlager: ['199'], Nebelscheinwerfer: ['941'], Nockenwelle: ['109'], Nockenwellensensor: ['907', '906', '905'],
  Querlenkerlager: { front: ['407'], rear: ['505'] }, Radbremszylinder: ['611'], Radlaufschale: ['805', '810'], Radnabe: { front: ['407'], rear: ['598'] },
  Radschraube: ['601'], 'Relais Kraftstoffpumpe': ['906'], 'Riemenscheibe Kurbelwelle': ['105'], 'Rohrverbinder Abgasanlage': ['253'],
  'Rußpartikelfilter': ['254', '131'], 'Rückfahrlichtschalter': ['945'], Saugrohrdrucksensor: ['906'], Schaltseil: ['711'], Servopumpe: ['422'],
  Spiegelglas: ['857'], Stabilisatorlager: { front: ['411'], rear: ['511'] }, Standheizung: ['815'],
  'Staubschutzsatz Stoßdämpfer': { front: ['413'], rear: ['513'] }, 'Stellelement Feststellbremse': ['998', '615'], Steuerkette: ['109'],
  'Stoßstange': ['807'], Tagfahrleuchte: ['941'], Tankdeckel: ['201'], Traggelenk: { front: ['407'], rear: ['505'] }, 'Trockner Klimaanlage': ['820'], Turbolader: ['145'],
  // The door's group: 837 the front door, 839 the rear door, as for the window regulator; a rear door's handle or lock under 837 is the front door's.
  'Türgriff': { front: ['837'], rear: ['839'] }, Umlenkrolle: ['145', '109', '903'], Unterfahrschutz: ['825'], Ventildeckeldichtung: ['103'], Verdampfer: ['820'],
  'Verschleißanzeige Bremsbeläge': ['615'], 'Visko-Kupplung': ['121'], 'Vorwiderstand Gebläse': ['907'], 'Waschwasserdüse': ['955'],
  Waschwasserpumpe: ['955'], 'Wellendichtring Kurbelwelle': ['103'], 'Wellendichtring Nockenwelle': ['103', '109'], Wischerarm: ['955'],
  'Wärmetauscher': ['819'], 'Zentralverriegelung Stellelement': { front: ['837'], rear: ['839'] }, 'Zubehörsatz Bremsbeläge': ['698'],
  Zylinderkopfdichtung: ['103'], 'Zündkabelsatz': ['998', '905'], 'Zündschloss': ['905'], 'Ölablassschraube': ['103'], 'Öldruckschalter': ['919'],
  'Ölfilterdichtung': ['115'], 'Ölkühler': ['117'], 'Ölpumpe': ['115'], 'Ölwanne': ['103'], 'Ölwannendichtung': ['103'],
};

/** BMW and Mini: main group and sub group (67 12 washer pump, 31 12 front control arm, 13 62 engine sensors). */
export const BMW_LONG_TAIL: Readonly<Record<string, Groups>> = {
  'AGR-Ventil': ['11 71'], 'Abdeckung Außenspiegel': ['51 16'], Abgasdrucksensor: ['13 62'], Abgasrohr: ['18 30'], Abgastemperatursensor: ['13 62'],
  'Achskörperlager': { front: ['31 11'], rear: ['33 31'] }, Achsmanschette: { front: ['31 60'], rear: ['33 21'] }, Antriebswelle: { front: ['31 60'], rear: ['33 21'] },
  'Ausgleichsbehälter': ['17 13'], 'Ausrücklager': ['21 51'], 'Außenspiegel': ['51 16'], Blinkleuchte: ['63 13'], 'Bremskraftverstärker': ['34 33'],
  Bremsleitung: ['34 32'], Bremslichtschalter: ['61 31'], 'Bremssattel Reparatursatz': { front: ['34 11'], rear: ['34 21'] }, Bremsschlauch: ['34 30', '34 32'],
  'Dichtung Abgaskrümmer': ['11 62'], Drosselklappe: ['13 54'], 'Einparkhilfe Sensor': ['66 20'], 'Einspritzdüse': ['13 53', '13 64'],
  Expansionsventil: ['64 11'], Fensterheber: { front: ['51 33'], rear: ['51 35'] }, Fensterhebermotor: ['67 62'], Fensterheberschalter: ['61 31'],
  Flexrohr: ['18 30'], 'Gasfeder Heckklappe': ['51 24'], 'Gelenksatz Antriebswelle': { front: ['31 60'], rear: ['33 21'] }, Generatorfreilauf: ['12 31'],
  Generatorregler: ['12 31'], Getriebelager: ['22 31'], 'Getriebeölwechselsatz': ['24 15', '24 11'], 'Glühzeitsteuergerät': ['12 21'],
  'Halter Abgasanlage': ['18 20'], Harnstofffilter: ['16 19'], Hauptscheinwerfer: ['63 11', '63 12'], Heckleuchte: ['63 21'], Hochdruckpumpe: ['13 51'],
  Hupe: ['61 33'], 'Hydraulikfilter Automatikgetriebe': ['24 15', '24 11'], 'Hydraulikfilter Lenkung': ['32 41'], 'Hydrostößel': ['11 33'],
  'Innenraumgebläse': ['64 11'], Kardanwelle: ['26 10'], Katalysator: ['18 30', '18 32'], Kennzeichenleuchte: ['63 26'], Klimakompressor: ['64 52'],
  Klimakondensator: ['64 53', '64 50'], Klopfsensor: ['13 62'], Kolbenringe: ['11 25'], Koppelstange: { front: ['31 35'], rear: ['33 55'] },
  'Kotflügel': ['41 00', '41 35'], Kraftstoffpumpe: ['16 11', '16 14'], Kupplungssatz: ['21 20', '21 21'], Kupplungsscheibe: ['21 21'], Kupplungsdruckplatte: ['21 21'],
  Kupplungsgeberzylinder: ['21 52'], Kupplungsnehmerzylinder: ['21 52'], 'Kurbelgehäuseentlüftungsfilter': ['11 12', '11 15'], Kurbelwellensensor: ['13 62'],
  'Kühlergrill': ['51 13'], 'Kühlerlüfter': ['17 42'], 'Kühlerschlauch': ['17 12', '11 53'], 'Kühlmitteltemperatursensor': ['13 62'],
  'Ladeluftkühler': ['17 51'], Ladeluftschlauch: ['13 71', '11 61'], Lenkgetriebe: ['32 10', '32 13'], Lenkstockschalter: ['61 31'],
  Leuchtweitenregulierung: ['37 14'], Luftfeder: ['37 10', '37 12', '37 06'], Luftmassenmesser: ['13 62'], Motorhaube: ['41 00', '41 61'],
  'Motorhaubendämpfer': ['51 23'], Motorlager: ['22 11'], Nebelscheinwerfer: ['63 17'], Nockenwelle: ['11 31'], Nockenwellensensor: ['13 62'],
  Querlenker: { front: ['31 12'], rear: ['33 32'] }, Querlenkerlager: { front: ['31 12'], rear: ['33 32'] }, Radlagersatz: { front: ['31 22', '31 21'], rear: ['33 41'] },
  Radlaufschale: ['51 71'], Radnabe: { front: ['31 20', '31 22'], rear: ['33 41'] }, Radschraube: ['36 13'], 'Rohrverbinder Abgasanlage': ['18 30'],
  'Rußpartikelfilter': ['18 30'], 'Rückfahrlichtschalter': ['23 14'], Saugrohrdrucksensor: ['13 62'], Schaltseil: ['25 11'], Servopumpe: ['32 41'],
  Spiegelglas: ['51 16'], Spurstange: ['32 10', '32 21'], Spurstangenkopf: ['32 21'], 'Axialgelenk Spurstange': ['32 10', '32 21'],
  Stabilisatorlager: { front: ['31 35'], rear: ['33 55'] }, Standheizung: ['64 12'], 'Staubschutzsatz Stoßdämpfer': { front: ['31 33'], rear: ['33 53'] },
  'Stellelement Feststellbremse': ['34 43', '34 21'], Steuerkette: ['11 31'], Steuerkettensatz: ['11 31'], 'Stoßstange': ['51 11', '51 12'],
  Tagfahrleuchte: ['63 11', '63 17'], Tankdeckel: ['16 11', '16 13'], Tankgeber: ['16 11'], Traggelenk: { front: ['31 12', '31 10'], rear: ['33 32'] }, 'Trockner Klimaanlage': ['64 53'],
  // 51 21 the front door, 51 22 the rear door (51 24 the tailgate): a door's handle or lock actuator is filed under its own door.
  Turbolader: ['11 65'], 'Türgriff': { front: ['51 21'], rear: ['51 22'] }, Unterfahrschutz: ['51 75'], Ventildeckeldichtung: ['11 12'], Verdampfer: ['64 11'],
  'Visko-Kupplung': ['11 52'], 'Vorwiderstand Gebläse': ['64 11'], 'Waschwasserdüse': ['61 66'], Waschwasserpumpe: ['67 12'],
  'Wellendichtring Kurbelwelle': ['11 14'], Wischerarm: ['61 61'], Wischermotor: ['61 61', '67 63'], 'Wärmetauscher': ['64 11'],
  'Zentralverriegelung Stellelement': { front: ['51 21'], rear: ['51 22'] }, 'Zubehörsatz Bremsbeläge': { front: ['34 11'], rear: ['34 21'] },
  Zweimassenschwungrad: ['21 21', '21 22'], Zylinderkopfdichtung: ['11 12'], 'Ölablassschraube': ['11 13', '07 11'], 'Öldruckschalter': ['12 61'],
  'Ölfilterdichtung': ['11 42'], 'Ölkühler': ['17 21', '11 42'], 'Ölpumpe': ['11 41'], 'Ölwanne': ['11 13'], 'Ölwannendichtung': ['11 13'],
};

const EXHAUST_MB = ['490'];

/** Mercedes: the second triplet (A 651 070 … high-pressure pump of the OM651, A 204 720 … W204 front door lock). */
export const MERCEDES_LONG_TAIL: Readonly<Record<string, Groups>> = {
  'ABS-Sensor': ['905'], 'AGR-Ventil': ['140'], 'Abdeckung Außenspiegel': ['810'], Abgasdrucksensor: ['905'], Abgasrohr: EXHAUST_MB,
  Abgastemperatursensor: ['905'], 'Achskörperlager': { front: ['330'], rear: ['350'] }, Achsmanschette: { front: ['330'], rear: ['350'] },
  Antriebswelle: { front: ['330'], rear: ['350'] }, 'Ausgleichsbehälter': ['500'], 'Ausrücklager': ['250'], 'Außenspiegel': ['810'],
  Blinkleuchte: ['820', '906'], Bremsbacken: ['420'], Bremsbackensatz: ['420'], 'Bremskraftverstärker': ['430'], Bremslichtschalter: ['545'],
  'Bremssattel Reparatursatz': { front: ['420'], rear: ['423'] }, Bremsschlauch: ['428'], Bremstrommel: ['423'], 'Dichtung Abgaskrümmer': ['142'],
  Drosselklappe: ['141'], 'Einparkhilfe Sensor': ['905'], 'Einspritzdüse': ['070', '078'], 'Endschalldämpfer': EXHAUST_MB, Expansionsventil: ['830'],
  Fensterheber: { front: ['720'], rear: ['730'] }, Fensterhebermotor: ['820', '906'], Fensterheberschalter: ['905'], Flexrohr: EXHAUST_MB,
  'Gasfeder Heckklappe': ['980'], 'Gelenksatz Antriebswelle': { front: ['330'], rear: ['350'] }, Generatorregler: ['154'], Getriebelager: ['240'],
  'Getriebeölwechselsatz': ['277'], 'Halter Abgasanlage': EXHAUST_MB, Handbremsseil: ['420'], Hauptbremszylinder: ['430'], Hauptscheinwerfer: ['820', '906'],
  Heckleuchte: ['820', '906'], Hochdruckpumpe: ['070'], Hupe: ['542'], 'Hydraulikfilter Automatikgetriebe': ['277'], 'Hydraulikfilter Lenkung': ['466'],
  'Hydrostößel': ['050'], 'Innenraumgebläse': ['906'], Kardanwelle: ['410'], Katalysator: EXHAUST_MB, Kennzeichenleuchte: ['820', '906'],
  Klimakompressor: ['230'], Klimakondensator: ['500'], Klopfsensor: ['153'], Kolbenringe: ['030'], Koppelstange: ['320'], Kraftstoffpumpe: ['470'],
  Kupplungssatz: ['250'], Kupplungsscheibe: ['250'], Kupplungsdruckplatte: ['250'], Kupplungsgeberzylinder: ['290'], Kupplungsnehmerzylinder: ['290', '250'],
  'Kurbelgehäuseentlüftungsfilter': ['010', '018'], Kurbelwellensensor: ['153', '905'], 'Kühlerlüfter': ['906', '500'], 'Kühlerschlauch': ['501', '203'],
  'Ladeluftkühler': ['500'], Ladeluftschlauch: ['528', '090'], Lenkgetriebe: ['460'], Lenkstockschalter: ['540'], Luftfeder: ['320'],
  Luftmassenmesser: ['094', '090'], 'Mittelschalldämpfer': EXHAUST_MB, Motorlager: ['240'], Nebelscheinwerfer: ['820', '906'], Nockenwelle: ['050'],
  // The axle's group: 330 the front axle's arms and joints, 333 its bushes, 323 the front springing and stabiliser; the rear axle's are
  // 350 (arms, joints, carrier), 352 (its links and bushes) and 326 (rear springing and stabiliser). A rear arm's bush under 333 is a front one.
  Nockenwellensensor: ['153', '905'], Querlenkerlager: { front: ['333'], rear: ['352', '350'] }, Radbremszylinder: ['420'], Radlagersatz: ['981'], Radlaufschale: ['690'],
  Radnabe: { front: ['330'], rear: ['350'] }, Radschraube: ['990'], 'Riemenscheibe Kurbelwelle': ['030'], 'Rohrverbinder Abgasanlage': EXHAUST_MB,
  'Rußpartikelfilter': EXHAUST_MB, Saugrohrdrucksensor: ['153'], Schaltseil: ['260'], Servopumpe: ['466', '460'], Spannrolle: ['200'],
  Spiegelglas: ['810'], Spurstange: ['330'], Spurstangenkopf: ['330'], 'Axialgelenk Spurstange': ['330'], Stabilisatorlager: { front: ['323'], rear: ['326'] },
  'Staubschutzsatz Stoßdämpfer': { front: ['323'], rear: ['326'] }, Steuerkette: ['997'], Steuerkettensatz: ['997', '050'], 'Stoßstange': ['880'],
  Tagfahrleuchte: ['820', '906'], Traggelenk: { front: ['330'], rear: ['350'] }, 'Türgriff': ['760'], Umlenkrolle: ['200', '202'], Unterfahrschutz: ['524', '520'],
  Ventildeckeldichtung: ['016'], Verdampfer: ['830'], 'Verschleißanzeige Bremsbeläge': ['540'], 'Visko-Kupplung': ['200'], 'Vorschalldämpfer': EXHAUST_MB,
  'Vorwiderstand Gebläse': ['906', '820'], 'Waschwasserdüse': ['860'], Waschwasserpumpe: ['869'], 'Wellendichtring Kurbelwelle': ['997'],
  Wischerarm: ['820'], Wischermotor: ['820', '906'], 'Wärmetauscher': ['830'], 'Zentralverriegelung Stellelement': { front: ['720'], rear: ['730'] },
  'Zubehörsatz Bremsbeläge': { front: ['420'], rear: ['423'] }, Zweimassenschwungrad: ['030', '032'], Zylinderkopfdichtung: ['016'], 'Zündschloss': ['545'],
  Keilrippenriemen: ['993'], 'Öldruckschalter': ['542', '905'], 'Ölfilterdichtung': ['180', '184'], 'Ölkühler': ['188'], 'Ölpumpe': ['180'],
  'Ölwanne': ['014'], 'Ölwannendichtung': ['014'],
};

/** Hyundai and Kia: the first five digits (23124 crank pulley, 98510 washer pump, 39350 camshaft sensor). */
export const HYUNDAI_LONG_TAIL: Readonly<Record<string, Groups>> = {
  'AGR-Ventil': ['28410'], 'Abdeckung Außenspiegel': ['87616', '87626'], Abgasrohr: ['28610'], 'Außenspiegel': ['87610', '87620'],
  Antriebswelle: ['49500', '49501'], Bremsbacken: ['58305'], Bremsbackensatz: ['58305'], 'Bremskraftverstärker': ['59110'], Bremsschlauch: ['58731', '58737'],
  Bremslichtschalter: ['93810'], Bremstrommel: ['58411'], Drosselklappe: ['35100'], 'Einparkhilfe Sensor': ['95720', '96890'], 'Einspritzdüse': ['35310', '33800'],
  'Endschalldämpfer': ['28710'], Expansionsventil: ['97626'], Fensterheber: { front: ['82401', '82402'], rear: ['83401', '83402'] },
  Fensterhebermotor: ['82450', '83450'], Fensterheberschalter: ['93570'], Flexrohr: ['28610'], 'Gasfeder Heckklappe': ['81770'],
  Generatorfreilauf: ['37321'], Getriebelager: ['21830'], Handbremsseil: ['59760', '59770'], Hauptscheinwerfer: ['92101', '92102'],
  Heckleuchte: ['92401', '92402'], Hochdruckpumpe: ['33100', '35320'], Hupe: ['96611'], 'Hydrostößel': ['24610'], 'Innenraumgebläse': ['97113'],
  Katalysator: ['28950'], Kennzeichenleuchte: ['92501'], Klimakompressor: ['97701'], Klimakondensator: ['97606'], Klopfsensor: ['39250'],
  Kolbenringe: ['23040'], Koppelstange: { front: ['54830'], rear: ['55530'] }, 'Kotflügel': ['66311', '66321'], Kraftstoffpumpe: ['31110'],
  Kupplungsgeberzylinder: ['41605'], Kupplungsnehmerzylinder: ['41710'], Kurbelwellensensor: ['39180'], 'Kühlergrill': ['86350', '86351'],
  'Kühlerlüfter': ['25380'], 'Kühlerschlauch': ['25414', '25415'], 'Kühlmitteltemperatursensor': ['39220'], 'Ausgleichsbehälter': ['25430'],
  'Ladeluftkühler': ['28270'], Ladeluftschlauch: ['28283'], Lenkgetriebe: ['57700'], Lenkstockschalter: ['93400'], Luftmassenmesser: ['28164'],
  'Mittelschalldämpfer': ['28650'], Motorhaube: ['66400'], Motorlager: ['21810'], Nebelscheinwerfer: ['92201', '92202'], Nockenwelle: ['24100'],
  Nockenwellensensor: ['39350'], Querlenkerlager: ['54551', '54584'], Radbremszylinder: ['58330'], Radlaufschale: ['86811', '86821'],
  Radnabe: { front: ['51750'], rear: ['52730'] }, Radschraube: ['52950'], 'Riemenscheibe Kurbelwelle': ['23124'], 'Rußpartikelfilter': ['28990'],
  Saugrohrdrucksensor: ['39300'], Schaltseil: ['43794'], Servopumpe: ['57100'], Spiegelglas: ['87611', '87621'], Spurstange: ['57724'],
  'Axialgelenk Spurstange': ['57724'], Stabilisatorlager: { front: ['54813'], rear: ['55513'] }, Steuerkette: ['24321'], Steuerkettensatz: ['24321'],
  'Stoßstange': ['86511', '86611'], 'Federbeinstützlager': ['54610'], Tagfahrleuchte: ['92207', '92208'], Tankdeckel: ['31010'], Tankgeber: ['94460'],
  // 82651 the front door's outer handle, 83651 the rear door's; 81310 the front door's latch, 81410 the rear door's.
  Traggelenk: ['54530'], Turbolader: ['28231'], 'Türgriff': { front: ['82651'], rear: ['83651'] }, Umlenkrolle: ['25286', '24810'], Unterfahrschutz: ['29110'],
  Ventildeckeldichtung: ['22441'], Verdampfer: ['97139'], 'Vorschalldämpfer': ['28610'], 'Vorwiderstand Gebläse': ['97179'], Waschwasserpumpe: ['98510'],
  'Wellendichtring Kurbelwelle': ['21421', '21443'], Wischerarm: ['98311', '98321'], Wischermotor: ['98110', '98700'], 'Wärmetauscher': ['97138'],
  'Zentralverriegelung Stellelement': { front: ['81310'], rear: ['81410'] }, Zweimassenschwungrad: ['23200'], Zylinderkopfdichtung: ['22311'], 'Zündschloss': ['81900'],
  'Öldruckschalter': ['94750'], 'Ölkühler': ['26410'], 'Ölpumpe': ['21310'], 'Ölwanne': ['21510'], 'Ölablassschraube': ['21513'],
};

/** Toyota and Lexus: the first five digits (85330 washer pump, 90919 engine sensors, 48820 stabiliser link). */
export const TOYOTA_LONG_TAIL: Readonly<Record<string, Groups>> = {
  'Außenspiegel': ['87910', '87940'], Antriebswelle: ['43410', '43420'], 'Ausrücklager': ['31230'], Bremsbacken: ['04495'], Bremsbackensatz: ['04495'],
  Bremssattel: { front: ['47730', '47750'], rear: ['47830', '47850'] }, Bremsschlauch: ['90947'], Bremstrommel: ['42431'], Drosselklappe: ['22030'],
  'Einparkhilfe Sensor': ['89341'], 'Einspritzdüse': ['23250', '23209'], 'Federbeinstützlager': ['48609'], Hauptbremszylinder: ['47201'],
  Hauptscheinwerfer: ['81110', '81150'], Heckleuchte: ['81550', '81560'], Klimakompressor: ['88310', '88320'], Klimakondensator: ['88460'],
  Klopfsensor: ['89615'], Koppelstange: { front: ['48820'], rear: ['48830'] }, Kraftstoffpumpe: ['23220'], Kupplungsscheibe: ['31250'],
  Kupplungsdruckplatte: ['31210'], Kurbelwellensensor: ['90919', '90080'], 'Kühlerlüfter': ['16363', '16711'], Luftmassenmesser: ['22204'],
  Motorlager: ['12361', '12372'], Nockenwellensensor: ['90919', '90080'], Radbremszylinder: ['47550'], Radlagersatz: ['90369', '90080'],
  Radnabe: { front: ['43502'], rear: ['42410'] }, Steuerkette: ['13506'], Steuerkettensatz: ['13506'], Turbolader: ['17201'], Waschwasserpumpe: ['85330'],
  'Öldruckschalter': ['83530'],
};
