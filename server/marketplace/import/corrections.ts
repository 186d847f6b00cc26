/**
 * The reviewed taxonomy table: which part of the Shopify "Vehicles & Parts" tree a car parts shop
 * shows, which categories keep the shop's fixed ids, and the names shoppers actually search for
 * where the upstream translation is literal or machine-made ("Rotores de freno", "Zwembroek").
 * Every entry here was checked by hand; add new ones the same way.
 */

export const TAXONOMY_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type TaxonomyLanguage = (typeof TAXONOMY_LANGUAGES)[number];
export type CategoryNames = Record<TaxonomyLanguage, string>;

/** Catalogue language numbers. */
export const LANG_NO: Record<TaxonomyLanguage, number> = { de: 1, en: 4, fr: 6, it: 7, es: 8, nl: 9 };

/**
 * Subtrees the shop imports. Their children become the shop's top-level categories (level 1);
 * the subtree roots themselves ("Motor Vehicle Parts") are only containers upstream.
 */
export const TAXONOMY_ROOTS: readonly string[] = ['vp-1-4', 'vp-1-5'];

/** Upstream categories inside those roots that a car parts shop does not sell. */
export const TAXONOMY_EXCLUDED: readonly string[] = [
  'vp-1-4-20-1-2', // motorcycle rims
  'vp-1-4-20-1-3', // off-road / ATV rims
  'vp-1-4-20-3-2', // motorcycle tyres
  'vp-1-4-20-3-3', // off-road / ATV tyres
  'vp-1-5-4', // vehicle decor
];

/** Promotional links point at these ids, so the imported categories keep them. */
export const PINNED_CATEGORY_IDS: Record<string, number> = {
  'vp-1-4-5-5': 243, // oil filters
  'vp-1-4-1-8': 1523, // brake discs
  'vp-1-4-17-5': 1312, // shock absorbers
};

/** Imported categories without a pinned id are numbered from here, clear of the fixed ids. */
export const FIRST_IMPORTED_CATEGORY_ID = 10000;

export const NAME_CORRECTIONS: Record<string, Partial<CategoryNames>> = {
  // Top-level groups: upstream repeats "for motor vehicles" in every name.
  'vp-1-4-1': { en: 'Brakes', de: 'Bremsanlage', fr: 'Freinage', es: 'Frenos', it: 'Freni', nl: 'Remmen' },
  'vp-1-4-2': { en: 'Carpets & Upholstery', es: 'Tapicería y alfombrillas', it: 'Tappetini e rivestimenti', nl: 'Vloermatten en bekleding' },
  'vp-1-4-3': { en: 'Air Conditioning & Heating', de: 'Klimaanlage & Heizung', fr: 'Climatisation et chauffage', es: 'Climatización y calefacción', it: 'Climatizzazione e riscaldamento', nl: 'Airco en verwarming' },
  'vp-1-4-4': { en: 'Steering & Controls', de: 'Lenkung & Bedienung', fr: 'Direction et commandes', es: 'Dirección y mandos', it: 'Sterzo e comandi', nl: 'Stuurinrichting en bediening' },
  'vp-1-4-22': { en: 'Engine Cooling', de: 'Motorkühlung', fr: 'Refroidissement moteur', es: 'Refrigeración del motor', it: 'Raffreddamento motore', nl: 'Motorkoeling' },
  'vp-1-4-5': { en: 'Engine Oil Circuit', de: 'Ölkreislauf', fr: "Circuit d'huile moteur", es: 'Circuito de aceite del motor', it: 'Circuito olio motore', nl: 'Oliecircuit' },
  'vp-1-4-6': { en: 'Engine Parts', de: 'Motorteile', fr: 'Pièces moteur', es: 'Piezas del motor', it: 'Componenti motore', nl: 'Motoronderdelen' },
  'vp-1-4-7': { en: 'Engines', de: 'Motoren', fr: 'Moteurs', es: 'Motores', it: 'Motori', nl: 'Motoren' },
  'vp-1-4-8': { en: 'Exhaust', de: 'Abgasanlage', fr: 'Échappement', es: 'Escape', it: 'Scarico', nl: 'Uitlaat' },
  'vp-1-4-9': { en: 'Body Parts', de: 'Karosserie', fr: 'Carrosserie', es: 'Carrocería', it: 'Carrozzeria', nl: 'Carrosserie' },
  'vp-1-4-10': { en: 'Fuel System', de: 'Kraftstoffanlage', fr: 'Alimentation en carburant', es: 'Sistema de combustible', it: 'Alimentazione carburante', nl: 'Brandstofsysteem' },
  'vp-1-4-11': { en: 'Interior', de: 'Innenausstattung', fr: 'Équipement intérieur', es: 'Interior', it: 'Interni', nl: 'Interieur' },
  'vp-1-4-12': { en: 'Lighting', de: 'Beleuchtung', fr: 'Éclairage', es: 'Iluminación', it: 'Illuminazione', nl: 'Verlichting' },
  'vp-1-4-13': { en: 'Mirrors', de: 'Spiegel', fr: 'Rétroviseurs', es: 'Retrovisores', it: 'Specchietti', nl: 'Spiegels' },
  'vp-1-4-14': { en: 'Electrical System', de: 'Elektrik', fr: 'Électricité', es: 'Sistema eléctrico', it: 'Impianto elettrico', nl: 'Elektrisch systeem' },
  'vp-1-4-15': { en: 'Seats', de: 'Sitze', fr: 'Sièges', es: 'Asientos', it: 'Sedili', nl: 'Stoelen' },
  'vp-1-4-16': { en: 'Sensors & Gauges', de: 'Sensoren & Anzeigen', fr: 'Capteurs et instruments', es: 'Sensores e indicadores', it: 'Sensori e strumenti', nl: 'Sensoren en meters' },
  'vp-1-4-17': { en: 'Suspension', de: 'Fahrwerk', fr: 'Suspension', es: 'Suspensión', it: 'Sospensioni', nl: 'Ophanging' },
  'vp-1-4-18': { en: 'Towing', de: 'Anhängerkupplung & Abschleppen', fr: 'Attelage et remorquage', es: 'Enganche y remolque', it: 'Traino', nl: 'Trekhaak en slepen' },
  'vp-1-4-19': { en: 'Transmission & Drivetrain', de: 'Getriebe & Antrieb', fr: 'Transmission', es: 'Transmisión', it: 'Trasmissione', nl: 'Aandrijving' },
  'vp-1-4-20': { en: 'Wheels & Tyres', de: 'Räder & Reifen', fr: 'Roues et pneus', es: 'Ruedas y neumáticos', it: 'Ruote e pneumatici', nl: 'Wielen en banden' },
  'vp-1-4-21': { en: 'Windows & Wipers', de: 'Scheiben & Scheibenwischer', fr: 'Vitrage et essuie-glaces', es: 'Lunas y limpiaparabrisas', it: 'Cristalli e tergicristalli', nl: 'Ruiten en ruitenwissers' },

  // Brakes
  'vp-1-4-1-8': { en: 'Brake Discs', fr: 'Disques de frein', es: 'Discos de freno', it: 'Dischi freno', nl: 'Remschijven' },
  'vp-1-4-1-10': { en: 'Brake Backing Plates', de: 'Ankerbleche', fr: 'Flasques de frein', es: 'Platos de freno', it: 'Piatti portaceppi', nl: 'Ankerplaten' },
  'vp-1-4-1-2': { fr: 'Servofreins', es: 'Servofrenos' },
  'vp-1-4-1-6': { es: 'Bombas de freno' },
  'vp-1-4-1-13': { fr: 'Flexibles de frein', es: 'Latiguillos de freno', it: 'Tubi flessibili freno', nl: 'Remslangen' },
  'vp-1-4-1-5': { es: 'Tubos de freno', it: 'Tubi rigidi freno' },
  'vp-1-4-1-12': { es: 'Bombines de freno' },
  // Engine oil, engine, ignition
  'vp-1-4-6-3': { fr: 'Culasses' },
  'vp-1-4-6-4': { de: 'Motorlagerschalen', fr: 'Coussinets moteur', es: 'Cojinetes de biela y bancada', it: 'Bronzine motore', nl: 'Motorlagerschalen' },
  'vp-1-4-6-8': { de: 'Steuerketten', fr: 'Chaînes de distribution' },
  'vp-1-4-6-7': { fr: 'Courroies de distribution', es: 'Correas de distribución', it: 'Cinghie di distribuzione' },
  'vp-1-4-6-9': { de: 'Motorventile', fr: 'Soupapes', es: 'Válvulas de motor', it: 'Valvole motore', nl: 'Motorkleppen' },
  'vp-1-4-7-2': { de: 'Austauschmotoren', fr: 'Moteurs de remplacement', es: 'Motores de recambio', it: 'Motori di ricambio', nl: 'Ruilmotoren' },
  'vp-1-4-7-3': { de: 'Motorlager', es: 'Soportes de motor', nl: 'Motorsteunen' },
  'vp-1-4-7-4': { de: 'Motorüberholungs-Kits' },
  'vp-1-4-7-5': { de: 'Steuertrieb', fr: 'Kits de distribution', es: 'Kits de distribución', it: 'Kit distribuzione', nl: 'Distributiesets' },
  'vp-1-4-7-7': { de: 'Teilmotoren (Long Block)', fr: 'Blocs moteur complets (long block)', es: 'Bloques de motor completos (long block)', it: 'Blocchi motore completi (long block)', nl: 'Deelmotoren (long block)' },
  'vp-1-4-7-8': { de: 'Rumpfmotoren (Short Block)', fr: 'Blocs moteur nus (short block)', es: 'Bloques de motor (short block)', it: 'Monoblocchi (short block)', nl: 'Motorblokken (short block)' },
  // Fuel
  'vp-1-4-10-7': { de: 'Kraftstoffpumpen' },
  'vp-1-4-10-8': { de: 'Kraftstofftanks', fr: 'Réservoirs de carburant', es: 'Depósitos de combustible' },
  'vp-1-4-10-6': { nl: 'Brandstofdrukregelaars' },
  // Climate
  'vp-1-4-3-1': { de: 'Klimakompressoren', es: 'Compresores de aire acondicionado', it: 'Compressori aria condizionata', nl: 'Aircocompressoren' },
  'vp-1-4-3-2': { de: 'Klimakondensatoren', es: 'Condensadores de aire acondicionado', it: 'Condensatori aria condizionata', nl: 'Aircocondensors' },
  'vp-1-4-3-5': { de: 'Innenraumgebläse', es: 'Motores de ventilador de calefacción', it: 'Motorini ventilazione abitacolo', nl: 'Kachelventilatormotoren' },
  'vp-1-4-3-8': { de: 'Heizungskühler', fr: 'Radiateurs de chauffage', es: 'Radiadores de calefacción', it: 'Radiatori riscaldamento', nl: 'Kachelradiatoren' },
  // Cooling
  'vp-1-4-22-4': { de: 'Kühlerverkleidungen', fr: 'Panneaux de radiateur' },
  'vp-1-4-22-7': { de: 'Kühlwasserflansche', fr: "Boîtiers de sortie d'eau", es: 'Bridas de refrigerante', it: 'Flange acqua' },
  // Body
  'vp-1-4-9-5': { de: 'Motorhauben', es: 'Capós', nl: 'Motorkappen' },
  'vp-1-4-9-6': { fr: 'Ailes arrière', es: 'Aletas traseras', nl: 'Achterschermen' },
  'vp-1-4-9-8': { en: 'Boot Lids', de: 'Heckklappen', fr: 'Hayons', es: 'Portones traseros', it: 'Portelloni posteriori', nl: 'Achterkleppen' },
  'vp-1-4-9-4': { fr: 'Calandres', es: 'Rejillas de radiador', it: 'Griglie radiatore', nl: 'Grilles' },
  'vp-1-4-9-9': { fr: 'Trappes à carburant', es: 'Tapas de depósito' },
  // Lighting
  'vp-1-4-12-1': { nl: 'Mistlampen' },
  'vp-1-4-12-5': { fr: 'Protections de phares', it: 'Coperture per fari' },
  // Electrical
  'vp-1-4-14-2': { de: 'Autobatterien', fr: 'Batteries', nl: 'Accu\'s' },
  'vp-1-4-14-5': { fr: "Bougies d'allumage", es: 'Bujías de encendido', nl: 'Bougies' },
  'vp-1-4-14-6': { de: 'Anlasser', es: 'Motores de arranque', it: 'Motorini di avviamento', nl: 'Startmotoren' },
  'vp-1-4-14-7': { nl: 'Spanningsregelaars' },
  'vp-1-4-14-9': { nl: 'Dynamo-onderdelen' },
  // Sensors
  'vp-1-4-16-3': { en: 'Lambda Sensors', de: 'Lambdasonden', fr: 'Sondes lambda', es: 'Sondas lambda', it: 'Sonde lambda', nl: 'Lambdasondes' },
  'vp-1-4-16-12': { fr: 'Capteurs de cliquetis' },
  // Suspension
  'vp-1-4-17-2': { de: 'Fahrwerksfedern', fr: 'Ressorts de suspension', es: 'Muelles de suspensión', it: 'Molle elicoidali', nl: 'Schroefveren' },
  'vp-1-4-17-3': { en: 'Control Arms', de: 'Querlenker', fr: 'Bras de suspension', es: 'Brazos de suspensión', it: 'Bracci oscillanti', nl: 'Draagarmen' },
  'vp-1-4-17-5': { fr: 'Amortisseurs', nl: 'Schokdempers' },
  'vp-1-4-17-6': { de: 'Federbeine', fr: 'Jambes de force', es: 'Columnas de suspensión', it: 'Montanti ammortizzatori', nl: 'Veerpoten' },
  'vp-1-4-17-7': { nl: 'Ophangrubbers' },
  // Drivetrain
  'vp-1-4-19-3': { de: 'Differentiale' },
  'vp-1-4-19-4': { fr: 'Cardans', it: 'Semiassi', nl: 'Aandrijfassen' },
  'vp-1-4-19-19': { fr: 'Arbres de transmission', it: 'Alberi di trasmissione', nl: 'Cardanassen' },
  'vp-1-4-19-9': { es: 'Bombas de embrague', nl: 'Koppelingshoofdcilinders' },
  'vp-1-4-19-10': { es: 'Bombines de embrague', nl: 'Koppelingshulpcilinders' },
  'vp-1-4-19-12': { fr: 'Soufflets de cardan', es: 'Fuelles de transmisión', it: 'Cuffie semiasse' },
  'vp-1-4-19-16': { nl: 'Koppelingsdruklagers' },
  // Windows
  'vp-1-4-21-4': { nl: 'Ruitenwissersystemen en -onderdelen' },
};
