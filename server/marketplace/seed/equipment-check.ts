/**
 * The plausibility check's view of equipment per generation (data/generation-equipment.ts): a part for
 * equipment the fitted car does not have, by the class a parts seller would name, and the platform
 * axles whose pads come with and without a wear contact.
 */
import { type CarFacts, electricParkingBrake, exhaustTemperatureSensors, hydraulicSteering, positionOf, viscousFan } from './data/fitment-rules';
import { keyIgnition, padWearSensor } from './data/car-equipment';
import { separateIndicatorLamp } from './data/generation-equipment';
import { electricCompressor } from './data/engine-equipment';

export const EQUIPMENT_CLASSES = ['parking brake', 'ignition lock', 'steering gear', 'viscous fan', 'indicator lamp', 'exhaust temperature sensor', 'rear wear contact', 'A/C compressor drive'] as const;
export type EquipmentClass = (typeof EQUIPMENT_CLASSES)[number];

/** The class of equipment the car lacks that a part of the kind (with these criteria) is made for, or none. */
export function equipmentAgainst(kind: string, car: CarFacts, value: (key: string) => string | undefined): EquipmentClass | null {
  const axle = positionOf(value('fitting_position'));
  switch (kind) {
    case 'Stellelement Feststellbremse':
      return electricParkingBrake(car) ? null : 'parking brake';
    case 'Handbremsseil':
      return electricParkingBrake(car) ? 'parking brake' : null;
    case 'Zündschloss':
      return keyIgnition(car) ? null : 'ignition lock';
    case 'Lenkgetriebe':
      return value('operation') === (hydraulicSteering(car) ? 'hydraulic' : 'electric') ? null : 'steering gear';
    case 'Visko-Kupplung':
      return viscousFan(car) ? null : 'viscous fan';
    case 'Blinkleuchte':
      return separateIndicatorLamp(car) ? null : 'indicator lamp';
    case 'Abgastemperatursensor':
      return exhaustTemperatureSensors(car) ? null : 'exhaust temperature sensor';
    case 'Verschleißanzeige Bremsbeläge':
      return axle === 'rear' && !padWearSensor(car, 'rear') ? 'rear wear contact' : null;
    case 'Bremsbeläge':
      return axle === 'rear' && (value('wear_indicator') === 'with_contact') !== padWearSensor(car, 'rear') ? 'rear wear contact' : null;
    // A belt-driven compressor has a pulley's ribs; a hybrid's or electric car's is driven by the traction battery (data/engine-equipment.ts).
    case 'Klimakompressor':
      return (value('ribs') === undefined) === electricCompressor(car) ? null : 'A/C compressor drive';
    default:
      return null;
  }
}

/** The platform axle a pad's wear contact is decided on, or none for a part that is not a pad on an axle. */
export const padAxleOf = (kind: string, car: CarFacts, value: (key: string) => string | undefined): string | null =>
  kind === 'Bremsbeläge' && positionOf(value('fitting_position')) && value('wear_indicator') ? `${car.platform} ${value('fitting_position')}` : null;
