/** The VehiclePanel island around the header's vehicle box: hydrated on interaction, the waking click held and replayed (client/islands/VehiclePanel.tsx). */
import { island } from './island';
import { VehiclePanelView, type VehiclePanelProps } from './VehiclePanelView';
import type { CatalogueLinks } from '../../contract/catalogue-path';
import { catalogueLinksOf } from '../catalogue-links';
import { islandTexts, type Texts } from './texts';

export type * from './VehiclePanelView';
export const VehiclePanel = island<VehiclePanelProps, { locale: string; links: CatalogueLinks; texts: Texts }>(VehiclePanelView, {
  name: 'VehiclePanel',
  when: 'interaction',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    links: catalogueLinksOf(shop),
    texts: {
      ...islandTexts(shop, 'vehiclePanel'),
      boxChosen: shop ? shop.t('layout.header.vehicleChosen') : '',
      boxChoose: shop ? shop.t('layout.header.vehicleChoose') : '',
    },
  }),
});
