/** The VehicleSelector island: hydrated when it scrolls into view (client/islands/VehicleSelector.tsx). */
import { island } from './island';
import { VehicleSelectorView, type VehicleSelectorProps } from './VehicleSelectorView';

export type * from './VehicleSelectorView';
export const VehicleSelector = island<VehicleSelectorProps, { modelPath: string }>(VehicleSelectorView, {
  name: 'VehicleSelector',
  when: 'visible',
  extra: (shop) => ({ modelPath: shop ? shop.link('Model', { seriesSlug: '__SERIES__', modelId: '__MODEL__' }) : '' }),
});
