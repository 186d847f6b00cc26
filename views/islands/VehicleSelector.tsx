/** The VehicleSelector island: server markup from VehicleSelectorView, hydrated by client/islands/VehicleSelector.tsx. */
import { island } from './island';
import { VehicleSelectorView, type VehicleSelectorProps } from './VehicleSelectorView';

export type * from './VehicleSelectorView';
export const VehicleSelector = island<VehicleSelectorProps>(VehicleSelectorView, { name: 'VehicleSelector', when: 'visible' });
