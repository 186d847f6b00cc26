/**
 * The plausibility check's reading of the parts listed per vehicle (data/vehicle-keyed-parts.ts):
 * fed each fitment row and each article's end, it counts what a parts seller would send back.
 */
import { smallTrayCar } from './data/car-batteries';
import { batteryPlaceAh } from './data/battery-places';
import { type CarFacts, tankOf } from './data/fitment-rules';
import { airSpringDesignOf } from './data/air-springs';
import { faceliftPanelFits } from './data/facelifts';
import { gearboxPartFamily } from './data/gearboxes';
import { lineOfNumber } from './data/product-lines';
import { brandCovers } from './data/brand-coverage';
import { auxiliaryBatteryModelOf } from './data/car-batteries';
import { CHARGER_KINDS, chargerOutputOf } from './data/engine-equipment';
import {
  BELT_DRIVE_KINDS, CLASS_PRICED_UNIT_KINDS, ROTATING_ELECTRICS_KINDS, START_STOP_AH, VEHICLE_KEYED_KINDS, batteryBoxOf, batteryLineTechnology, batteryTechnologyOf,
  alternatorAmpsOf, coolantSensorThreadOf, rotatingElectricsFit, starterKwOf,
} from './data/vehicle-keyed-parts';
import { EMISSION_KINDS, TANK_KINDS, emissionClassOf } from './data/installed-parts';

export interface VehiclePartCounts {
  /** Alternators, starters, air filters, release bearings, exhaust clamps and hangers, turbos, clutch master cylinders and belt-drive parts fitted to more than one platform (a Bosch alternator for 23 K9K generations). */
  vehiclePartAcrossPlatforms: number;
  /** Belt-drive parts (belt, tensioner, idler, freewheel) fitted to one engine along and across the car (an OM651's tensioner for the W176 and the W204). */
  beltDriveAcrossInstalls: number;
  /** Coolant temperature sensors whose thread is not the engine maker's (a 3/8"-18 NPTF sensor in a K9K). */
  coolantThreadNotEngine: number;
  /** Starters whose power is not their engine's displacement and fuel's (a 1.1 kW starter on a 2.0 diesel). */
  starterNotEngine: number;
  /** Starters and alternators of a maker that supplies none of a fitted make (a Denso starter on a BMW N47). */
  rotatingElectricsNotSupplier: number;
  /** Batteries not the car's tray: technology (standard, EFB, AGM), box (EN, JIS), a start-stop car under 60 Ah, or a number of another technology's line. */
  batteryNotTray: number;
  /** Batteries larger than the fitted car's own battery place holds (a 60 Ah box on a smart fortwo 451, whose battery sits under the passenger's footwell: data/battery-places.ts). */
  batteryOverPlace: number;
  /** Unit parts priced by the car's class offered below a fitted car's class (an SKF top mount at 14 euros on a 911). */
  unitPartBelowCarClass: number;
  /** ATF filters and oil change kits fitted to cars of two gearboxes (one filter for a ZF 8HP and a 9HP). */
  gearboxPartAcrossGearboxes: number;
  /** Air springs not of their axle's design on a fitted car (a rear bellows for a Panamera 971, whose rear axle carries air struts). */
  airPartNotAxleDesign: number;
  /** Bumpers, grilles and headlamps of a generation with a facelift that state no build years, or years a fitted type was not built in (one Focus II bumper for 2004 to 2011; an E87 bumper from 2007 on a 116i built 2004 to 2007, the car the facelift replaced). */
  panelAcrossFacelift: number;
  /** Parts of a brand whose range does not list them for a fitted make (a Pierburg throttle body on a Toyota 1NR-FE, a remanufactured caliper for an Alpine A110). */
  brandNotCoveringMake: number;
  /** Turbochargers fitted to outputs of one engine built with other chargers (one turbo for the C 220 d's single stage and the C 250 d's biturbo). */
  turboAcrossOutputs: number;
  /** Batteries fitted to a Japanese full hybrid's auxiliary place and another model's (one 45 Ah AGM for an Auris, a C-HR and an RX 450h). */
  auxiliaryBatteryAcrossModels: number;
  /** Alternators whose output is not the fitted car's electrical load (a 90 A unit on a 2021 BMW 220i). */
  alternatorNotElectricalLoad: number;
  /** Catalysts and particulate filters of another Euro stage than the fitted type was approved to (a Euro 6d filter on a Kangoo built from 2009). */
  exhaustStageNotTypeApproval: number;
  /** Tank senders and in-tank delivery units fitted to cars of two tanks (one unit for a 3er G20, a 5er G30 and an X3 G01; a Partner's and a 308's; a 320d's and a 320d xDrive's saddle tank). */
  tankUnitAcrossTanks: number;
}

type Value = (key: string) => string | undefined;

/** A reader that counts one article at a time: `row` for each fitted car, `close` at the article's end. */
export function vehiclePartChecks(note: (text: string) => void) {
  const counts: VehiclePartCounts = {
    vehiclePartAcrossPlatforms: 0, beltDriveAcrossInstalls: 0, coolantThreadNotEngine: 0, starterNotEngine: 0, rotatingElectricsNotSupplier: 0, batteryNotTray: 0, batteryOverPlace: 0, unitPartBelowCarClass: 0, gearboxPartAcrossGearboxes: 0, airPartNotAxleDesign: 0, panelAcrossFacelift: 0, brandNotCoveringMake: 0,
    turboAcrossOutputs: 0, auxiliaryBatteryAcrossModels: 0, alternatorNotElectricalLoad: 0, exhaustStageNotTypeApproval: 0, tankUnitAcrossTanks: 0,
  };
  let platforms = new Set<string>();
  let installs = new Set<string>();
  let gearboxes = new Set<string>();
  let outputs = new Set<string>();
  let batteryPlaces = new Set<string>();
  let tanks = new Set<string>();
  let wrong = new Set<keyof VehiclePartCounts>();
  const flag = (count: keyof VehiclePartCounts, text: string) => {
    if (!wrong.has(count)) note(text);
    wrong.add(count);
  };
  return {
    counts,
    /** One fitment row: the article's kind, brand, number and criteria, and the car with how its engine sits. */
    row(id: number, kind: string, brand: string, number: string, value: Value, car: CarFacts, install: string, carName: string): void {
      if (VEHICLE_KEYED_KINDS.has(kind)) platforms.add(`${car.platform}/${install}`);
      if (BELT_DRIVE_KINDS.has(kind)) installs.add(install);
      const gearbox = gearboxPartFamily(kind, car);
      if (gearbox) gearboxes.add(gearbox);
      if (CHARGER_KINDS.has(kind)) outputs.add(chargerOutputOf(car));
      if (TANK_KINDS.has(kind)) tanks.add(tankOf(car));
      if (kind === 'Starterbatterie') batteryPlaces.add(auxiliaryBatteryModelOf(car) ?? 'starter battery');
      if (!faceliftPanelFits(kind, value, car)) flag('panelAcrossFacelift', `${kind} ${id} (built ${value('built_from') ?? '…'}-${value('built_until') ?? '…'}) on ${carName}, a generation with a facelift`);
      const airDesign = kind === 'Luftfeder' ? airSpringDesignOf(value('fitting_position') ?? '', car) : undefined;
      if (airDesign && value('air_spring_type') !== airDesign) flag('airPartNotAxleDesign', `${value('fitting_position')} ${value('air_spring_type')} ${id} on ${carName}, whose axle carries an ${airDesign}`);
      if (kind === 'Kühlmitteltemperatursensor') {
        const wanted = coolantSensorThreadOf(car);
        if ((value('thread') ?? 'clip-in') !== wanted) flag('coolantThreadNotEngine', `coolant sensor ${id} has ${value('thread') ?? 'no thread'}, ${carName} takes ${wanted}`);
      }
      if (kind === 'Lichtmaschine' && value('capacity') !== alternatorAmpsOf(car)) flag('alternatorNotElectricalLoad', `alternator ${brand} ${number} of ${value('capacity')} A on ${carName}, whose electrical load takes ${alternatorAmpsOf(car)} A`);
      if (EMISSION_KINDS.has(kind) && value('emission_class') !== emissionClassOf(car)) flag('exhaustStageNotTypeApproval', `${kind} ${brand} ${number} (${value('emission_class')}) on ${carName}, built from ${car.typeStart} to ${emissionClassOf(car)}`);
      if (kind === 'Anlasser' && value('wattage') !== starterKwOf(car)) flag('starterNotEngine', `starter ${id} of ${value('wattage')} kW, ${carName} takes ${starterKwOf(car)} kW`);
      if (!brandCovers(kind, brand, car)) flag('brandNotCoveringMake', `${brand} ${kind} ${id} on ${carName}, a car its range does not list it for`);
      if (ROTATING_ELECTRICS_KINDS.has(kind) && !rotatingElectricsFit(brand, [car.make])) flag('rotatingElectricsNotSupplier', `${brand} ${kind} ${id} on ${carName}, a make it does not supply`);
      if (kind === 'Starterbatterie') {
        const technology = batteryTechnologyOf(car);
        const line = lineOfNumber(brand, kind, number);
        const lineTechnology = line ? batteryLineTechnology(brand, line.line) : undefined;
        const startStopShort = technology !== 'standard' && car.fuel !== 'electric' && car.hybridDrive === 'none' && !smallTrayCar(car) && Number(value('capacity')) < START_STOP_AH[0];
        if (value('technology') !== technology || value('terminal_layout') !== batteryBoxOf(car) || lineTechnology !== technology || startStopShort) {
          flag('batteryNotTray', `battery ${brand} ${number} (${value('capacity')} Ah ${value('technology') ?? 'standard'} ${value('terminal_layout') ?? ''}) on ${carName}, which takes ${technology} ${batteryBoxOf(car)}`);
        }
        const place = batteryPlaceAh(car);
        if (place !== undefined && Number(value('capacity')) > place) flag('batteryOverPlace', `battery ${brand} ${number} (${value('capacity')} Ah) on ${carName}, whose battery place holds ${place} Ah`);
      }
    },
    /** The article's end: `belowClass` whether its lowest offer lies under its smallest fitted car's class. */
    close(id: number, kind: string, belowClass: boolean): void {
      if (platforms.size > 1) flag('vehiclePartAcrossPlatforms', `${kind} ${id} fits ${platforms.size} platforms: ${[...platforms].slice(0, 3).join(', ')}`);
      if (installs.size > 1) flag('beltDriveAcrossInstalls', `${kind} ${id} fits one engine along and across the car`);
      if (outputs.size > 1) flag('turboAcrossOutputs', `${kind} ${id} fits ${outputs.size} outputs: ${[...outputs].slice(0, 3).join(', ')}`);
      if (batteryPlaces.size > 1) flag('auxiliaryBatteryAcrossModels', `${kind} ${id} fits ${batteryPlaces.size} battery places: ${[...batteryPlaces].slice(0, 3).join(', ')}`);
      if (tanks.size > 1) flag('tankUnitAcrossTanks', `${kind} ${id} fits ${tanks.size} tanks: ${[...tanks].slice(0, 3).join(', ')}`);
      if (gearboxes.size > 1) flag('gearboxPartAcrossGearboxes', `${kind} ${id} fits ${[...gearboxes].join(' and ')}`);
      if (belowClass && CLASS_PRICED_UNIT_KINDS.has(kind)) flag('unitPartBelowCarClass', `${kind} ${id} is offered below its cars' class`);
      for (const count of wrong) counts[count]++;
      platforms = new Set();
      installs = new Set();
      gearboxes = new Set();
      outputs = new Set();
      batteryPlaces = new Set();
      tanks = new Set();
      wrong = new Set();
    },
  };
}
