/**
 * The demo category tree: 3 levels, titles in de | fr | es | it | nl. A leaf written "243:..." keeps
 * that id (ids the promotions link to). A trailing "*" marks a kind of part made for the front or the
 * rear axle: one category, whose articles say their axle as the criterion fitting_position, as the
 * trade lists them (the demo once gave such kinds front- and rear-axle leaves: their ids stay
 * reserved). Universal roots carry leaf number 452 or 463.
 */
export type Titles = [de: string, fr: string, es: string, it: string, nl: string];

export interface RootSpec {
  titles: string;
  icon: string;
  universal?: 452 | 463;
  groups: { titles: string; leaves: string[] }[];
}

export const CATEGORY_TREE: RootSpec[] = [
  { titles: 'Filter|Filtres|Filtros|Filtri|Filters', icon: 'filter', groups: [
    { titles: 'Motorfilter|Filtres moteur|Filtros de motor|Filtri motore|Motorfilters', leaves: [
      '243:Ölfilter|Filtre à huile|Filtro de aceite|Filtro olio|Oliefilter',
      'Luftfilter|Filtre à air|Filtro de aire|Filtro aria|Luchtfilter',
      'Kraftstofffilter|Filtre à carburant|Filtro de combustible|Filtro carburante|Brandstoffilter',
      'Ölfilterdichtung|Joint de filtre à huile|Junta de filtro de aceite|Guarnizione filtro olio|Oliefilterpakking',
      'Kurbelgehäuseentlüftungsfilter|Filtre de reniflard|Filtro de ventilación del cárter|Filtro sfiato basamento|Carterontluchtingsfilter',
    ] },
    { titles: 'Innenraumfilter|Filtres d\'habitacle|Filtros de habitáculo|Filtri abitacolo|Interieurfilters', leaves: [
      // The trade's three cabin filter products of one size (data/cabin-filters.ts); the pollen filter keeps the leaf the car's core cabin filter was written to.
      'Biofunktionaler Innenraumfilter|Filtre d\'habitacle biofonctionnel|Filtro de habitáculo biofuncional|Filtro abitacolo biofunzionale|Biofunctioneel interieurfilter',
      'Aktivkohlefilter|Filtre à charbon actif|Filtro de carbón activo|Filtro ai carboni attivi|Actieve koolfilter',
      'Pollenfilter|Filtre à pollen|Filtro antipolen|Filtro antipolline|Pollenfilter',
    ] },
    { titles: 'Getriebe- und Hydraulikfilter|Filtres de boîte et hydrauliques|Filtros de caja de cambios e hidráulicos|Filtri cambio e idraulici|Versnellingsbak- en hydraulische filters', leaves: [
      'Hydraulikfilter Automatikgetriebe|Filtre hydraulique boîte automatique|Filtro hidráulico cambio automático|Filtro idraulico cambio automatico|Hydraulisch filter automaat',
      'Hydraulikfilter Lenkung|Filtre hydraulique direction|Filtro hidráulico dirección|Filtro idraulico sterzo|Hydraulisch filter stuurinrichting',
      'Harnstofffilter|Filtre à urée|Filtro de urea|Filtro urea|Ureumfilter',
    ] },
  ] },
  { titles: 'Bremsanlage|Freinage|Sistema de frenos|Impianto frenante|Remsysteem', icon: 'brake', groups: [
    { titles: 'Scheibenbremse|Frein à disque|Freno de disco|Freno a disco|Schijfrem', leaves: [
      '1523:Bremsscheiben|Disques de frein|Discos de freno|Dischi freno|Remschijven',
      'Bremsbeläge*|Plaquettes de frein|Pastillas de freno|Pastiglie freno|Remblokken',
      'Bremssattel*|Étrier de frein|Pinza de freno|Pinza freno|Remklauw',
      'Verschleißanzeige Bremsbeläge|Témoin d\'usure plaquettes|Testigo de desgaste pastillas|Segnalatore usura pastiglie|Slijtagesensor remblokken',
      'Bremssattel Reparatursatz|Kit de réparation étrier|Kit de reparación pinza de freno|Kit riparazione pinza freno|Reparatieset remklauw',
      'Zubehörsatz Bremsbeläge|Kit d\'accessoires plaquettes|Kit de accesorios pastillas|Kit accessori pastiglie|Toebehoren remblokken',
    ] },
    { titles: 'Trommelbremse|Frein à tambour|Freno de tambor|Freno a tamburo|Trommelrem', leaves: [
      'Bremstrommel|Tambour de frein|Tambor de freno|Tamburo freno|Remtrommel',
      'Bremsbacken|Mâchoires de frein|Zapatas de freno|Ganasce freno|Remschoenen',
      'Radbremszylinder|Cylindre de roue|Bombín de freno|Cilindretto freno|Wielremcilinder',
      'Bremsbackensatz|Kit de freins arrière|Juego de zapatas de freno|Kit ganasce freno|Remschoenenset',
    ] },
    { titles: 'Bremshydraulik|Hydraulique de frein|Hidráulica de frenos|Idraulica freni|Remhydrauliek', leaves: [
      'Bremsschlauch*|Flexible de frein|Latiguillo de freno|Tubo flessibile freno|Remslang',
      'Hauptbremszylinder|Maître-cylindre de frein|Bomba de freno|Pompa freno|Hoofdremcilinder',
      'Bremskraftverstärker|Servofrein|Servofreno|Servofreno|Rembekrachtiger',
      'Bremsleitung*|Conduite de frein|Tubo de freno|Tubo freno|Remleiding',
      'Bremslichtschalter|Contacteur de feu stop|Interruptor de luz de freno|Interruttore luce stop|Remlichtschakelaar',
    ] },
    { titles: 'Feststellbremse und ABS|Frein de stationnement et ABS|Freno de mano y ABS|Freno di stazionamento e ABS|Handrem en ABS', leaves: [
      'Handbremsseil*|Câble de frein à main|Cable de freno de mano|Cavo freno a mano|Handremkabel',
      'ABS-Sensor*|Capteur ABS|Sensor ABS|Sensore ABS|ABS-sensor',
      'ABS-Ring|Bague ABS|Anillo ABS|Anello ABS|ABS-ring',
      'Stellelement Feststellbremse|Moteur de frein de stationnement|Motor freno de estacionamiento|Motorino freno di stazionamento|Stelmotor parkeerrem',
    ] },
  ] },
  { titles: 'Fahrwerk|Train roulant|Tren de rodaje|Sospensioni e sterzo|Onderstel', icon: 'suspension', groups: [
    { titles: 'Federung und Dämpfung|Suspension et amortissement|Suspensión y amortiguación|Sospensione e ammortizzatori|Vering en demping', leaves: [
      '1312:Stoßdämpfer|Amortisseurs|Amortiguadores|Ammortizzatori|Schokdempers',
      'Fahrwerksfeder*|Ressort de suspension|Muelle de suspensión|Molla elicoidale|Schroefveer',
      'Federbeinstützlager*|Coupelle de suspension|Copela de amortiguador|Supporto ammortizzatore|Veerpootlager',
      'Staubschutzsatz Stoßdämpfer*|Kit de protection amortisseur|Kit de protección amortiguador|Kit parapolvere ammortizzatore|Stofhoes schokdemper',
      'Gasfeder Heckklappe|Vérin de hayon|Muelle neumático portón trasero|Molla a gas portellone|Gasveer achterklep',
      'Luftfeder*|Soufflet de suspension pneumatique|Fuelle de suspensión neumática|Molla pneumatica|Luchtvering',
      'Sportfahrwerk|Kit de suspension sport|Kit de suspensión deportiva|Assetto sportivo|Sportonderstel',
    ] },
    { titles: 'Achsaufhängung|Suspension d\'essieu|Suspensión del eje|Sospensione assale|Wielophanging', leaves: [
      'Querlenker*|Bras de suspension|Brazo de suspensión|Braccio oscillante|Draagarm',
      'Traggelenk|Rotule de suspension|Rótula de suspensión|Giunto di supporto|Fuseekogel',
      'Koppelstange*|Biellette de barre stabilisatrice|Bieleta de barra estabilizadora|Biellette barra stabilizzatrice|Stabilisatorstang',
      'Stabilisatorlager*|Silentbloc de barre stabilisatrice|Casquillo de barra estabilizadora|Boccola barra stabilizzatrice|Stabilisatorrubber',
      'Querlenkerlager*|Silentbloc de bras de suspension|Silentblock de brazo|Boccola braccio oscillante|Draagarmrubber',
      'Achskörperlager*|Silentbloc d\'essieu|Silentblock del eje|Boccola assale|Asbus',
      'Radlagersatz*|Kit de roulement de roue|Kit de rodamiento de rueda|Kit cuscinetto ruota|Wiellagerset',
      'Radnabe*|Moyeu de roue|Buje de rueda|Mozzo ruota|Wielnaaf',
      'Radschraube|Boulon de roue|Tornillo de rueda|Bullone ruota|Wielbout',
    ] },
    { titles: 'Lenkung|Direction|Dirección|Sterzo|Stuurinrichting', leaves: [
      'Spurstangenkopf*|Rotule de direction|Rótula de dirección|Testina dello sterzo|Stuurkogel',
      'Axialgelenk Spurstange*|Rotule axiale|Rótula axial|Giunto assiale|Axiaal gewricht',
      'Lenkgetriebe|Crémaillère de direction|Caja de dirección|Scatola sterzo|Stuurhuis',
      'Servopumpe|Pompe de direction assistée|Bomba de dirección asistida|Pompa idroguida|Stuurbekrachtigingspomp',
      'Faltenbalg Lenkung|Soufflet de direction|Fuelle de dirección|Cuffia scatola sterzo|Stuurhoes',
      'Spurstange|Barre d\'accouplement|Barra de acoplamiento|Tirante sterzo|Spoorstang',
    ] },
  ] },
  { titles: 'Motor|Moteur|Motor|Motore|Motor', icon: 'engine', groups: [
    { titles: 'Zahnriemen und Keilrippenriemen|Distribution et courroies|Distribución y correas|Distribuzione e cinghie|Distributie en riemen', leaves: [
      'Zahnriemen|Courroie de distribution|Correa de distribución|Cinghia distribuzione|Distributieriem',
      'Zahnriemensatz|Kit de distribution|Kit de distribución|Kit distribuzione|Distributieriemset',
      'Zahnriemensatz mit Wasserpumpe|Kit de distribution avec pompe à eau|Kit de distribución con bomba de agua|Kit distribuzione con pompa acqua|Distributieset met waterpomp',
      'Keilrippenriemen|Courroie d\'accessoire|Correa poli-V|Cinghia Poly-V|Poly V-riem',
      'Spannrolle|Galet tendeur|Rodillo tensor|Rullo tenditore|Spanrol',
      'Umlenkrolle|Galet enrouleur|Rodillo de desviación|Rullo di rinvio|Geleiderol',
      'Steuerkette|Chaîne de distribution|Cadena de distribución|Catena distribuzione|Distributieketting',
      'Steuerkettensatz|Kit chaîne de distribution|Kit de cadena de distribución|Kit catena distribuzione|Distributiekettingset',
      'Riemenscheibe Kurbelwelle|Poulie de vilebrequin|Polea del cigüeñal|Puleggia albero motore|Krukaspoelie',
    ] },
    { titles: 'Motordichtungen|Joints moteur|Juntas del motor|Guarnizioni motore|Motorpakkingen', leaves: [
      'Zylinderkopfdichtung|Joint de culasse|Junta de culata|Guarnizione testata|Koppakking',
      'Ventildeckeldichtung|Joint de cache-culbuteurs|Junta de tapa de balancines|Guarnizione coperchio punterie|Kleppendekselpakking',
      'Ölwannendichtung|Joint de carter d\'huile|Junta del cárter|Guarnizione coppa olio|Carterpakking',
      'Wellendichtring Kurbelwelle|Bague d\'étanchéité vilebrequin|Retén del cigüeñal|Paraolio albero motore|Keerring krukas',
      'Wellendichtring Nockenwelle|Bague d\'étanchéité arbre à cames|Retén del árbol de levas|Paraolio albero a camme|Keerring nokkenas',
      'Ölablassschraube|Bouchon de vidange|Tapón de cárter|Tappo coppa olio|Aftapplug',
      'Dichtung Abgaskrümmer|Joint de collecteur d\'échappement|Junta del colector de escape|Guarnizione collettore di scarico|Pakking uitlaatspruitstuk',
    ] },
    { titles: 'Motorsteuerung und Sensoren|Gestion moteur et capteurs|Gestión del motor y sensores|Gestione motore e sensori|Motormanagement en sensoren', leaves: [
      'Lambdasonde|Sonde lambda|Sonda lambda|Sonda lambda|Lambdasonde',
      'Luftmassenmesser|Débitmètre d\'air|Caudalímetro|Debimetro|Luchtmassameter',
      'Nockenwellensensor|Capteur d\'arbre à cames|Sensor del árbol de levas|Sensore albero a camme|Nokkenassensor',
      'Kurbelwellensensor|Capteur de vilebrequin|Sensor del cigüeñal|Sensore albero motore|Krukassensor',
      'Klopfsensor|Capteur de cliquetis|Sensor de detonación|Sensore di battito|Klopsensor',
      'Drosselklappe|Boîtier papillon|Cuerpo de mariposa|Corpo farfallato|Gasklephuis',
      'AGR-Ventil|Vanne EGR|Válvula EGR|Valvola EGR|EGR-klep',
      'Kühlmitteltemperatursensor|Sonde de température de liquide de refroidissement|Sensor de temperatura del refrigerante|Sensore temperatura refrigerante|Koelvloeistoftemperatuursensor',
      'Öldruckschalter|Manocontact de pression d\'huile|Interruptor de presión de aceite|Interruttore pressione olio|Oliedrukschakelaar',
      'Saugrohrdrucksensor|Capteur de pression d\'admission|Sensor de presión del colector|Sensore pressione collettore|Inlaatdruksensor',
    ] },
    { titles: 'Motorblock und Aufhängung|Bloc moteur et supports|Bloque motor y soportes|Blocco motore e supporti|Motorblok en ophanging', leaves: [
      'Motorlager|Support moteur|Soporte del motor|Supporto motore|Motorsteun',
      'Getriebelager|Support de boîte de vitesses|Soporte de la caja de cambios|Supporto cambio|Versnellingsbaksteun',
      'Ölpumpe|Pompe à huile|Bomba de aceite|Pompa olio|Oliepomp',
      'Ölwanne|Carter d\'huile|Cárter de aceite|Coppa olio|Oliecarter',
      'Nockenwelle|Arbre à cames|Árbol de levas|Albero a camme|Nokkenas',
      'Hydrostößel|Poussoir hydraulique|Taqué hidráulico|Punteria idraulica|Hydraulische klepstoter',
      'Kolbenringe|Segments de piston|Segmentos de pistón|Fasce elastiche|Zuigerveren',
      'Turbolader|Turbocompresseur|Turbocompresor|Turbocompressore|Turbo',
      'Ladeluftschlauch|Durite de turbo|Manguito de intercooler|Manicotto intercooler|Turbodrukslang',
    ] },
  ] },
  { titles: 'Zündung und Glühanlage|Allumage et préchauffage|Encendido y precalentamiento|Accensione e preriscaldamento|Ontsteking en voorgloei', icon: 'spark', groups: [
    { titles: 'Zündanlage|Allumage|Encendido|Accensione|Ontsteking', leaves: [
      'Zündkerzen|Bougies d\'allumage|Bujías de encendido|Candele di accensione|Bougies',
      'Zündspule|Bobine d\'allumage|Bobina de encendido|Bobina di accensione|Bobine',
      'Zündkabelsatz|Jeu de câbles d\'allumage|Juego de cables de encendido|Kit cavi accensione|Bougiekabelset',
      'Zündverteiler|Allumeur|Distribuidor de encendido|Spinterogeno|Verdeler',
    ] },
    { titles: 'Glühanlage|Préchauffage|Precalentamiento|Preriscaldamento|Voorgloeisysteem', leaves: [
      'Glühkerzen|Bougies de préchauffage|Bujías de precalentamiento|Candelette|Gloeibougies',
      'Glühzeitsteuergerät|Boîtier de préchauffage|Centralita de precalentamiento|Centralina candelette|Voorgloeirelais',
    ] },
  ] },
  { titles: 'Kühlung und Heizung|Refroidissement et chauffage|Refrigeración y calefacción|Raffreddamento e riscaldamento|Koeling en verwarming', icon: 'cooling', groups: [
    { titles: 'Motorkühlung|Refroidissement moteur|Refrigeración del motor|Raffreddamento motore|Motorkoeling', leaves: [
      'Wasserpumpe|Pompe à eau|Bomba de agua|Pompa acqua|Waterpomp',
      'Kühler|Radiateur|Radiador|Radiatore|Radiateur',
      'Thermostat|Thermostat|Termostato|Termostato|Thermostaat',
      'Kühlerschlauch|Durite de radiateur|Manguito del radiador|Manicotto radiatore|Radiateurslang',
      'Ausgleichsbehälter|Vase d\'expansion|Depósito de expansión|Vaschetta di espansione|Expansievat',
      'Kühlerlüfter|Ventilateur de radiateur|Ventilador del radiador|Elettroventola radiatore|Koelventilator',
      'Visko-Kupplung|Viscocoupleur|Embrague viscoso|Giunto viscoso|Viscokoppeling',
      'Ölkühler|Refroidisseur d\'huile|Enfriador de aceite|Radiatore olio|Oliekoeler',
      'Ladeluftkühler|Échangeur d\'air|Intercooler|Intercooler|Intercooler',
    ] },
    { titles: 'Klimaanlage|Climatisation|Aire acondicionado|Climatizzatore|Airconditioning', leaves: [
      'Klimakompressor|Compresseur de climatisation|Compresor de aire acondicionado|Compressore climatizzatore|Aircocompressor',
      'Klimakondensator|Condenseur de climatisation|Condensador de aire acondicionado|Condensatore climatizzatore|Aircocondensor',
      'Trockner Klimaanlage|Déshydrateur de climatisation|Filtro deshidratador|Filtro disidratatore|Droger airco',
      'Expansionsventil|Détendeur de climatisation|Válvula de expansión|Valvola di espansione|Expansieventiel',
      'Verdampfer|Évaporateur|Evaporador|Evaporatore|Verdamper',
    ] },
    { titles: 'Heizung und Lüftung|Chauffage et ventilation|Calefacción y ventilación|Riscaldamento e ventilazione|Verwarming en ventilatie', leaves: [
      'Innenraumgebläse|Pulseur d\'air|Ventilador de habitáculo|Ventola abitacolo|Kachelventilator',
      'Vorwiderstand Gebläse|Résistance de pulseur|Resistencia del ventilador|Resistenza ventola|Voorschakelweerstand kachel',
      'Wärmetauscher|Radiateur de chauffage|Radiador de calefacción|Radiatore riscaldamento|Kachelradiateur',
      'Standheizung|Chauffage stationnaire|Calefacción estacionaria|Riscaldatore di parcheggio|Standkachel',
    ] },
  ] },
  { titles: 'Abgasanlage|Échappement|Sistema de escape|Impianto di scarico|Uitlaatsysteem', icon: 'exhaust', groups: [
    { titles: 'Schalldämpfer und Rohre|Silencieux et tubes|Silenciadores y tubos|Silenziatori e tubi|Dempers en pijpen', leaves: [
      'Endschalldämpfer|Silencieux arrière|Silenciador trasero|Silenziatore posteriore|Einddemper',
      'Mittelschalldämpfer|Silencieux intermédiaire|Silenciador intermedio|Silenziatore centrale|Middendemper',
      'Vorschalldämpfer|Silencieux avant|Silenciador delantero|Silenziatore anteriore|Voordemper',
      'Abgasrohr|Tuyau d\'échappement|Tubo de escape|Tubo di scarico|Uitlaatpijp',
      'Flexrohr|Flexible d\'échappement|Tubo flexible de escape|Tubo flessibile di scarico|Flexibele uitlaatpijp',
      'Halter Abgasanlage|Support d\'échappement|Soporte del escape|Supporto scarico|Uitlaatophanging',
      'Rohrverbinder Abgasanlage|Raccord d\'échappement|Conector del escape|Raccordo scarico|Uitlaatklem',
    ] },
    { titles: 'Abgasreinigung|Dépollution|Depuración de gases|Depurazione gas di scarico|Uitlaatgasreiniging', leaves: [
      'Katalysator|Catalyseur|Catalizador|Catalizzatore|Katalysator',
      'Rußpartikelfilter|Filtre à particules|Filtro de partículas|Filtro antiparticolato|Roetfilter',
      'Abgasdrucksensor|Capteur de pression différentielle|Sensor de presión de escape|Sensore pressione gas di scarico|Uitlaatgasdruksensor',
      'Abgastemperatursensor|Capteur de température des gaz|Sensor de temperatura de escape|Sensore temperatura gas di scarico|Uitlaatgastemperatuursensor',
    ] },
  ] },
  { titles: 'Kupplung und Getriebe|Embrayage et boîte de vitesses|Embrague y caja de cambios|Frizione e cambio|Koppeling en versnellingsbak', icon: 'clutch', groups: [
    { titles: 'Kupplung|Embrayage|Embrague|Frizione|Koppeling', leaves: [
      'Kupplungssatz|Kit d\'embrayage|Kit de embrague|Kit frizione|Koppelingsset',
      'Kupplungsscheibe|Disque d\'embrayage|Disco de embrague|Disco frizione|Koppelingsplaat',
      'Kupplungsdruckplatte|Mécanisme d\'embrayage|Plato de embrague|Spingidisco frizione|Drukgroep',
      'Ausrücklager|Butée d\'embrayage|Cojinete de empuje|Cuscinetto reggispinta|Druklager',
      'Zweimassenschwungrad|Volant moteur bimasse|Volante bimasa|Volano bimassa|Dubbel massa vliegwiel',
      'Kupplungsgeberzylinder|Émetteur d\'embrayage|Bomba de embrague|Pompa frizione|Koppelingshoofdcilinder',
      'Kupplungsnehmerzylinder|Récepteur d\'embrayage|Bombín de embrague|Cilindretto frizione|Koppelingsbediencilinder',
      'Kupplungsseil|Câble d\'embrayage|Cable de embrague|Cavo frizione|Koppelingskabel',
    ] },
    { titles: 'Antriebswelle und Getriebe|Transmission et boîte|Transmisión y caja de cambios|Trasmissione e cambio|Aandrijving en versnellingsbak', leaves: [
      'Antriebswelle*|Cardan|Palier de transmisión|Semiasse|Aandrijfas',
      'Achsmanschette*|Soufflet de cardan|Fuelle de transmisión|Cuffia semiasse|Aandrijfashoes',
      'Gelenksatz Antriebswelle*|Kit de joint de cardan|Kit de junta homocinética|Kit giunto omocinetico|Homokineet',
      'Schaltseil|Câble de boîte de vitesses|Cable de cambio|Cavo cambio|Schakelkabel',
      'Kardanwelle|Arbre de transmission|Árbol de transmisión|Albero di trasmissione|Cardanas',
      'Getriebeölwechselsatz|Kit de vidange de boîte automatique|Kit de cambio de aceite de caja automática|Kit cambio olio cambio automatico|Olieverversingsset automaat',
    ] },
  ] },
  { titles: 'Elektrik|Électricité|Sistema eléctrico|Impianto elettrico|Elektrisch systeem', icon: 'electric', groups: [
    { titles: 'Starter und Generator|Démarreur et alternateur|Motor de arranque y alternador|Motorino e alternatore|Startmotor en dynamo', leaves: [
      'Starterbatterie|Batterie de démarrage|Batería de arranque|Batteria avviamento|Accu',
      'Anlasser|Démarreur|Motor de arranque|Motorino di avviamento|Startmotor',
      'Lichtmaschine|Alternateur|Alternador|Alternatore|Dynamo',
      'Generatorregler|Régulateur d\'alternateur|Regulador del alternador|Regolatore alternatore|Dynamoregelaar',
      'Generatorfreilauf|Poulie roue libre d\'alternateur|Polea de rueda libre|Puleggia ruota libera alternatore|Vrijloopkoppeling dynamo',
    ] },
    { titles: 'Schalter und Relais|Contacteurs et relais|Interruptores y relés|Interruttori e relè|Schakelaars en relais', leaves: [
      'Fensterheberschalter|Interrupteur de lève-vitre|Interruptor de elevalunas|Interruttore alzacristalli|Raambedieningsschakelaar',
      'Lenkstockschalter|Commodo de phares|Conmutador de columna|Devioluci|Stuurkolomschakelaar',
      'Rückfahrlichtschalter|Contacteur de feu de recul|Interruptor de luz de marcha atrás|Interruttore luce retromarcia|Achteruitrijlichtschakelaar',
      'Relais Kraftstoffpumpe|Relais de pompe à carburant|Relé de bomba de combustible|Relè pompa carburante|Relais brandstofpomp',
      'Zündschloss|Contacteur d\'allumage|Cerradura de encendido|Blocchetto accensione|Contactslot',
    ] },
    { titles: 'Komfortelektrik|Électricité de confort|Electricidad de confort|Elettronica comfort|Comfortelektronica', leaves: [
      'Fensterheber|Lève-vitre|Elevalunas|Alzacristallo|Raammechanisme',
      'Fensterhebermotor|Moteur de lève-vitre|Motor de elevalunas|Motorino alzacristallo|Raammotor',
      'Zentralverriegelung Stellelement|Actionneur de verrouillage|Actuador de cierre centralizado|Attuatore chiusura centralizzata|Centrale vergrendeling motor',
      'Einparkhilfe Sensor*|Capteur d\'aide au stationnement|Sensor de aparcamiento|Sensore di parcheggio|Parkeersensor',
      'Hupe|Avertisseur sonore|Claxon|Clacson|Claxon',
    ] },
  ] },
  { titles: 'Beleuchtung|Éclairage|Iluminación|Illuminazione|Verlichting', icon: 'light', groups: [
    { titles: 'Scheinwerfer und Leuchten|Phares et feux|Faros y pilotos|Fari e fanali|Koplampen en lichten', leaves: [
      'Hauptscheinwerfer|Projecteur principal|Faro principal|Faro principale|Koplamp',
      'Heckleuchte|Feu arrière|Piloto trasero|Fanale posteriore|Achterlicht',
      'Nebelscheinwerfer|Projecteur antibrouillard|Faro antiniebla|Fendinebbia|Mistlamp',
      'Blinkleuchte|Feu clignotant|Intermitente|Indicatore di direzione|Knipperlicht',
      'Kennzeichenleuchte|Éclairage de plaque|Luz de matrícula|Luce targa|Kentekenverlichting',
      'Tagfahrleuchte|Feu de jour|Luz de circulación diurna|Luce diurna|Dagrijverlichting',
      'Leuchtweitenregulierung|Correcteur de portée|Regulador de alcance de faros|Regolatore assetto fari|Koplampverstelling',
    ] },
  ] },
  { titles: 'Karosserie|Carrosserie|Carrocería|Carrozzeria|Carrosserie', icon: 'body', groups: [
    { titles: 'Außenspiegel|Rétroviseurs|Retrovisores|Specchietti retrovisori|Buitenspiegels', leaves: [
      'Außenspiegel|Rétroviseur extérieur|Retrovisor exterior|Specchietto retrovisore esterno|Buitenspiegel',
      'Spiegelglas|Verre de rétroviseur|Cristal de retrovisor|Vetro specchietto|Spiegelglas',
      'Abdeckung Außenspiegel|Coque de rétroviseur|Carcasa de retrovisor|Calotta specchietto|Spiegelkap',
    ] },
    { titles: 'Karosserieteile|Pièces de carrosserie|Piezas de carrocería|Parti di carrozzeria|Carrosseriedelen', leaves: [
      'Stoßstange|Pare-chocs|Parachoques|Paraurti|Bumper',
      'Kotflügel|Aile|Aleta|Parafango|Spatbord',
      'Motorhaube|Capot moteur|Capó|Cofano motore|Motorkap',
      'Kühlergrill|Calandre|Rejilla del radiador|Griglia radiatore|Grille',
      'Türgriff|Poignée de porte|Manilla de puerta|Maniglia porta|Portiergreep',
      'Motorhaubendämpfer|Vérin de capot|Amortiguador del capó|Ammortizzatore cofano|Motorkapdemper',
      'Radlaufschale*|Pare-boue de passage de roue|Paso de rueda|Passaruota|Wielkuip',
      'Unterfahrschutz|Cache de protection sous moteur|Cubrecárter|Paracoppa motore|Carterbeschermplaat',
    ] },
    { titles: 'Scheibenreinigung|Nettoyage des vitres|Limpieza de cristales|Pulizia cristalli|Ruitenreiniging', leaves: [
      'Scheibenwischer*|Balai d\'essuie-glace|Escobilla limpiaparabrisas|Spazzola tergicristallo|Ruitenwisser',
      'Wischermotor|Moteur d\'essuie-glace|Motor del limpiaparabrisas|Motorino tergicristallo|Ruitenwissermotor',
      'Waschwasserpumpe|Pompe de lave-glace|Bomba de agua del limpiaparabrisas|Pompa lavavetri|Ruitensproeierpomp',
      'Wischerarm|Bras d\'essuie-glace|Brazo del limpiaparabrisas|Braccio tergicristallo|Wisserarm',
      'Waschwasserdüse|Gicleur de lave-glace|Surtidor de limpiaparabrisas|Ugello lavavetri|Sproeier',
    ] },
  ] },
  { titles: 'Kraftstoffanlage|Alimentation en carburant|Sistema de combustible|Alimentazione carburante|Brandstofsysteem', icon: 'fuel', groups: [
    { titles: 'Kraftstoffförderung|Alimentation|Alimentación|Alimentazione|Brandstoftoevoer', leaves: [
      'Kraftstoffpumpe|Pompe à carburant|Bomba de combustible|Pompa carburante|Brandstofpomp',
      'Einspritzdüse|Injecteur|Inyector|Iniettore|Verstuiver',
      'Hochdruckpumpe|Pompe haute pression|Bomba de alta presión|Pompa alta pressione|Hogedrukpomp',
      'Tankgeber|Jauge de carburant|Aforador de combustible|Galleggiante serbatoio|Tankvlotter',
      'Tankdeckel|Bouchon de réservoir|Tapón del depósito|Tappo serbatoio|Tankdop',
      'Kraftstoffdruckregler|Régulateur de pression de carburant|Regulador de presión de combustible|Regolatore pressione carburante|Brandstofdrukregelaar',
    ] },
  ] },
  { titles: 'Öle und Flüssigkeiten|Huiles et liquides|Aceites y líquidos|Oli e liquidi|Oliën en vloeistoffen', icon: 'oil', universal: 452, groups: [
    { titles: 'Öle|Huiles|Aceites|Oli|Oliën', leaves: [
      'Motoröl|Huile moteur|Aceite de motor|Olio motore|Motorolie',
      'Getriebeöl|Huile de boîte de vitesses|Aceite de caja de cambios|Olio cambio|Versnellingsbakolie',
      'Automatikgetriebeöl|Huile de boîte automatique|Aceite de cambio automático|Olio cambio automatico|Automaatolie',
      'Hydrauliköl|Huile hydraulique|Aceite hidráulico|Olio idraulico|Hydraulische olie',
      'Zweitaktöl|Huile deux temps|Aceite de dos tiempos|Olio due tempi|Tweetaktolie',
    ] },
    { titles: 'Flüssigkeiten|Liquides|Líquidos|Liquidi|Vloeistoffen', leaves: [
      'Bremsflüssigkeit|Liquide de frein|Líquido de frenos|Liquido freni|Remvloeistof',
      'Kühlerfrostschutz|Liquide de refroidissement|Anticongelante|Liquido refrigerante|Koelvloeistof',
      'Scheibenreiniger|Lave-glace|Limpiaparabrisas líquido|Liquido lavavetri|Ruitensproeiervloeistof',
      'AdBlue|AdBlue|AdBlue|AdBlue|AdBlue',
      'Kraftstoffadditiv|Additif carburant|Aditivo de combustible|Additivo carburante|Brandstofadditief',
    ] },
  ] },
  { titles: 'Autozubehör und Werkzeug|Accessoires et outillage|Accesorios y herramientas|Accessori e attrezzi|Accessoires en gereedschap', icon: 'tools', universal: 463, groups: [
    { titles: 'Glühlampen|Ampoules|Lámparas|Lampadine|Lampen', leaves: [
      'Glühlampe Hauptscheinwerfer|Ampoule de phare|Lámpara de faro|Lampadina faro|Koplamplamp',
      'Glühlampe Blinkleuchte|Ampoule de clignotant|Lámpara de intermitente|Lampadina indicatore|Knipperlichtlamp',
      'Xenon-Brenner|Ampoule xénon|Lámpara de xenón|Lampada allo xeno|Xenonlamp',
      'LED-Lampe|Ampoule LED|Lámpara LED|Lampadina LED|LED-lamp',
    ] },
    { titles: 'Werkzeug und Werkstatt|Outillage et atelier|Herramientas y taller|Attrezzi e officina|Gereedschap en werkplaats', leaves: [
      'Drehmomentschlüssel|Clé dynamométrique|Llave dinamométrica|Chiave dinamometrica|Momentsleutel',
      'Ölfilterschlüssel|Clé à filtre à huile|Llave de filtro de aceite|Chiave filtro olio|Oliefiltersleutel',
      'Wagenheber|Cric|Gato|Cric|Krik',
      'Batterieladegerät|Chargeur de batterie|Cargador de batería|Caricabatterie|Acculader',
      'Starthilfekabel|Câbles de démarrage|Pinzas de arranque|Cavi avviamento|Startkabels',
    ] },
    { titles: 'Pflege und Sicherheit|Entretien et sécurité|Cuidado y seguridad|Cura e sicurezza|Onderhoud en veiligheid', leaves: [
      'Autopolitur|Polish carrosserie|Pulimento para coche|Polish auto|Autopolish',
      'Felgenreiniger|Nettoyant jantes|Limpiador de llantas|Pulitore cerchi|Velgenreiniger',
      'Warndreieck|Triangle de signalisation|Triángulo de emergencia|Triangolo di emergenza|Gevarendriehoek',
      'Verbandkasten|Trousse de secours|Botiquín|Kit di pronto soccorso|Verbandtrommel',
      'Fußmatten|Tapis de sol|Alfombrillas|Tappetini|Automatten',
      'Schneeketten|Chaînes à neige|Cadenas de nieve|Catene da neve|Sneeuwkettingen',
    ] },
  ] },
];

/** The kinds of part (German leaf titles) made for the front or the rear axle: the leaves written with "*". */
export const AXLE_KINDS: readonly string[] = CATEGORY_TREE.flatMap((root) => root.groups.flatMap((group) => group.leaves))
  .filter((leaf) => leaf.includes('*|')).map((leaf) => leaf.replace(/^\d+:/, '').split('*|')[0]!);
