/** The VehiclePanel island around the header's vehicle box: hydrated when idle (client/islands/VehiclePanel.tsx). */
import { island } from './island';
import { VehiclePanelView, type VehiclePanelProps } from './VehiclePanelView';
import { islandTexts, type Texts } from './texts';

export type * from './VehiclePanelView';
export const VehiclePanel = island<VehiclePanelProps, { locale: string; texts: Texts }>(VehiclePanelView, {
  name: 'VehiclePanel',
  when: 'idle',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: {
      ...islandTexts(shop, 'vehiclePanel'),
      boxChosen: shop ? shop.t('layout.header.vehicleChosen') : '',
      boxChoose: shop ? shop.t('layout.header.vehicleChoose') : '',
    },
  }),
});
