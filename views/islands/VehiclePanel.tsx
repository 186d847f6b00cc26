/** The VehiclePanel island around the header's vehicle box: hydrated on interaction, the waking click held and replayed (client/islands/VehiclePanel.tsx). */
import { island } from './island';
import { VehiclePanelView, type VehiclePanelProps } from './VehiclePanelView';
import { islandTexts, type Texts } from './texts';

export type * from './VehiclePanelView';
export const VehiclePanel = island<VehiclePanelProps, { locale: string; texts: Texts }>(VehiclePanelView, {
  name: 'VehiclePanel',
  when: 'interaction',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: {
      ...islandTexts(shop, 'vehiclePanel'),
      boxChosen: shop ? shop.t('layout.header.vehicleChosen') : '',
      boxChoose: shop ? shop.t('layout.header.vehicleChoose') : '',
    },
  }),
});
