/**
 * The VehicleSelector island (client/islands/VehicleSelector.tsx): hydrated on view when a vehicle is
 * remembered (it preselects it), else on the first interaction, so a first visit runs no React.
 */
import { island } from './island';
import { modelOptionFormat, type ModelOptionFormat } from '../engine-facts';
import { REMEMBERED_VEHICLE_KEY } from './vehicle-panel/remembered';
import { VehicleSelectorView, type VehicleSelectorProps } from './VehicleSelectorView';

export type * from './VehicleSelectorView';
export const VehicleSelector = island<VehicleSelectorProps, { modelPath: string; modelFormat: ModelOptionFormat }>(VehicleSelectorView, {
  name: 'VehicleSelector',
  when: 'remembered',
  remembered: [REMEMBERED_VEHICLE_KEY],
  extra: (shop) => ({
    modelPath: shop ? shop.link('Model', { seriesSlug: '__SERIES__', modelId: '__MODEL__' }) : '',
    // Model options loaded in the browser read like the server's, in the edition's units.
    modelFormat: modelOptionFormat(shop?.t, shop?.locale ?? 'de-DE'),
  }),
});
