/**
 * The words of a drawn data sheet, per document language (1 de, 4 en, 6 fr, 7 it, 8 es, 9 nl;
 * 255, language-neutral, in English). Criterion names come from the editions' own resources.
 */
import { loadResource } from '../../../locales/i18n';

export interface SheetWords {
  documentNumber: string;
  articleNumber: string;
  manufacturer: string;
  category: string;
  /** Says plainly that the sheet is drawn from the catalogue, not the manufacturer's own. */
  notice: string;
  criteria: Record<string, string>;
  position: Record<string, string>;
  /** Attribute values that are words ("ventilated"). */
  values: Record<string, string>;
}

const OWN: Record<string, Omit<SheetWords, 'criteria' | 'position' | 'values'>> = {
  de: { documentNumber: 'Dokumentnummer', articleNumber: 'Artikelnummer', manufacturer: 'Hersteller', category: 'Produktgruppe', notice: 'Aus den Katalogdaten von Spareo erstellt (Demo); nicht das Dokument des Herstellers.' },
  en: { documentNumber: 'Document number', articleNumber: 'Article number', manufacturer: 'Manufacturer', category: 'Product group', notice: 'Drawn from Spareo\'s catalogue data (demo); not the manufacturer\'s own document.' },
  fr: { documentNumber: 'Numéro de document', articleNumber: 'Référence', manufacturer: 'Fabricant', category: 'Famille de produits', notice: 'Établi à partir des données du catalogue Spareo (démo) ; ce n\'est pas le document du fabricant.' },
  it: { documentNumber: 'Numero documento', articleNumber: 'Codice articolo', manufacturer: 'Produttore', category: 'Gruppo prodotti', notice: 'Generato dai dati del catalogo Spareo (demo); non è il documento del produttore.' },
  es: { documentNumber: 'Número de documento', articleNumber: 'Referencia', manufacturer: 'Fabricante', category: 'Grupo de productos', notice: 'Generado a partir de los datos del catálogo de Spareo (demo); no es el documento del fabricante.' },
  nl: { documentNumber: 'Documentnummer', articleNumber: 'Artikelnummer', manufacturer: 'Fabrikant', category: 'Productgroep', notice: 'Opgesteld uit de catalogusgegevens van Spareo (demo); niet het document van de fabrikant.' },
};

const ENGLISH_CRITERIA = {
  diameter: 'Diameter', thickness: 'Thickness', height: 'Height', fitting_position: 'Fitting position', viscosity: 'Viscosity', volume: 'Volume', lamp_type: 'Lamp type',
  weight: 'Weight', width: 'Width', length: 'Length', length_passenger: 'Passenger-side length', outer_diameter: 'Outer diameter', inner_diameter: 'Inner diameter', min_thickness: 'Minimum thickness',
  disc_type: 'Disc type', bolt_holes: 'Number of holes', bolt_circle: 'Bolt circle', piston_diameter: 'Piston diameter', shock_type: 'Shock absorber type', thread: 'Thread',
  heat_range: 'Heat range', electrode_gap: 'Electrode gap', wattage: 'Power', voltage: 'Voltage', capacity: 'Capacity', cold_start_current: 'Cold cranking current',
  ribs: 'Number of ribs', teeth: 'Number of teeth', specification: 'Specification',
  material: 'Material',
  with_gasket: 'With gasket',
  wear_indicator: 'Wear indicator',
  fitting_side: 'Fitting side',
  pieces: 'Pieces',
  operation: 'Operation',
  connector_pins: 'Number of pins',
  cable_length: 'Cable length',
  force: 'Force',
  pressure: 'Pressure',
  lowering: 'Lowering front/rear',
  cone_size: 'Cone size',
  abs_ring: 'With ABS ring',
  spanner_size: 'Spanner size',
  steering: 'Steering',
  chain_links: 'Number of links',
  chain_type: 'Chain type',
  chain_position: 'Chain position',
  valve_side: 'Valve side',
  coil_type: 'Coil type',
  air_spring_type: 'Air spring type',
  built_from: 'Built from',
  built_until: 'Built until',
  hose_position: 'Hose position',
  pipe_position: 'Pipe section',
  boot_side: 'Boot side',
  cylinders: 'Number of cylinders',
  opening_temperature: 'Opening temperature',
  with_housing: 'With housing',
  with_cap: 'With cap',
  refrigerant: 'Refrigerant',
  fuel_type: 'Fuel type',
  emission_class: 'Emission standard',
  polarity: 'Terminal layout',
  technology: 'Battery technology',
  terminal_layout: 'Terminal and case standard',
  with_cruise_control: 'With cruise control',
  surface: 'Surface',
  frequency: 'Frequency',
  light_technology: 'Lighting technology',
  with_leveling_motor: 'With levelling motor',
  heated: 'Heated',
  mirror_glass: 'Mirror glass',
  with_parking_sensor_holes: 'Holes for parking sensors',
  blade_type: 'Wiper blade type',
  pump_outlets: 'Number of outlets',
  injection_system: 'Injection system',
  with_fuel_pump: 'With fuel pump',
  lockable: 'Lockable',
  torque_range: 'Torque range',
  drive_size: 'Drive',
  diameter_range: 'Diameter range',
  load_capacity: 'Load capacity',
  lifting_height: 'Lifting height',
  charging_current: 'Charging current',
  cross_section: 'Cable cross-section',
  tyre_size: 'Tyre size',
  other: 'Property',
};
const ENGLISH_VALUES = {
  upper: 'upper', lower: 'lower', front_pipe: 'front pipe', centre_pipe: 'centre pipe', tail_pipe: 'tail pipe', wheel_side: 'wheel side', gearbox_side: 'gearbox side',
  ventilated: 'ventilated', solid: 'solid', gas_pressure: 'gas pressure', oil_pressure: 'oil pressure',
  rubber: 'rubber', plastic: 'plastic', yes: 'yes', no: 'no', with_contact: 'with contact', without_contact: 'without contact', left: 'left', right: 'right', aluminium: 'aluminium', cast_iron: 'cast iron', coated_cast_iron: 'coated cast iron (PSCB)', carbon_ceramic: 'carbon-ceramic', pneumatic: 'pneumatic', mechanical: 'mechanical', rubber_metal: 'rubber-metal', steel: 'steel', hydraulic: 'hydraulic', left_hand_drive: 'left-hand drive', electric: 'electric', duplex: 'duplex', simplex: 'simplex', multilayer_steel: 'multi-layer steel', silicone: 'silicone', inductive: 'inductive', hall: 'Hall sensor', intake: 'intake', exhaust: 'exhaust', block: 'coil pack', pencil: 'pencil coil', air_strut: 'air strut', air_spring: 'air spring (bellows)', petrol: 'petrol', diesel: 'diesel', stainless_steel: 'stainless steel', aluminised_steel: 'aluminised steel', cordierite: 'cordierite', silicon_carbide: 'silicon carbide', thermoplastic: 'thermoplastic', right_plus: 'positive terminal right', left_plus: 'positive terminal left', manual: 'manual', primed: 'primed', black: 'black', halogen: 'halogen', led: 'LED', xenon: 'xenon', bulb: 'bulb', convex: 'convex', aspherical: 'aspherical', chrome: 'chrome', flat_blade: 'flat blade', conventional: 'conventional', common_rail: 'common rail', petrol_direct: 'petrol direct injection', port_injection: 'port injection', unit_injector: 'unit injector', textile: 'textile', standard: 'standard (flooded)',
};
const ENGLISH_POSITION = { front: 'Front axle', rear: 'Rear axle' };

const LANGUAGE_OF_NUMBER: Record<number, string> = { 1: 'de', 4: 'en', 6: 'fr', 7: 'it', 8: 'es', 9: 'nl', 255: 'en' };

export function languageOfDocument(langNo: number): string {
  return LANGUAGE_OF_NUMBER[langNo] ?? 'en';
}

const cache = new Map<string, SheetWords>();

export function sheetWords(langNo: number): SheetWords {
  const language = languageOfDocument(langNo);
  let words = cache.get(language);
  if (!words) {
    const article = language === 'en' ? undefined : (loadResource(language).article as { criteria: Record<string, string>; position: Record<string, string>; values: Record<string, string> } | undefined);
    words = { ...OWN[language]!, criteria: article?.criteria ?? ENGLISH_CRITERIA, position: article?.position ?? ENGLISH_POSITION, values: article?.values ?? ENGLISH_VALUES };
    cache.set(language, words);
  }
  return words;
}
