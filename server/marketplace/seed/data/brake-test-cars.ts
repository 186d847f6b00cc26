/** The cars the brake tests ask about: a listed type's facts, and a Golf VII 2.0 TDI to vary. Test support only. */
import type { CarFacts } from './fitment-rules';
import { listedCarFacts } from './listed-car-facts';

export const listed = (make: string, generation: string, kw: number, typeName = '', platform?: string) => ({ make, generation, typeName, kw, platform: platform ?? generation });
export const facts = (make: string, generation: string, kw: number, typeName = '', platform?: string) =>
  listedCarFacts({ make, generation, fuel: 'petrol', kw, ccm: 1598, typeName, platform });
export const car = (over: Partial<CarFacts>): CarFacts => ({
  make: 'VW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, kw: 110, typeStart: 2013, generationStart: 2012,
  generation: 'VW Golf VII (5G1)', platform: 'MQB', engine: 'diesel/CRBC', frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 68, headlamp: 'H7',
  oilGrade: '5W-30', oilApproval: 'VW 504.00/507.00', ...over,
});
