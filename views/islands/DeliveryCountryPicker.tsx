/** The DeliveryCountryPicker island: hydrated when idle, so the modal is ready before the shopper reaches it. */
import { island } from './island';
import { DeliveryCountryPickerView, type DeliveryCountryPickerProps } from './DeliveryCountryPickerView';
import { islandTexts, type Texts } from './texts';

export type * from './DeliveryCountryPickerView';
export const DeliveryCountryPicker = island<DeliveryCountryPickerProps, { locale: string; texts: Texts; closeLabel: string }>(DeliveryCountryPickerView, {
  name: 'DeliveryCountryPicker',
  when: 'idle',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: islandTexts(shop, 'deliveryCountry'),
    closeLabel: islandTexts(shop, 'modal').close ?? '×',
  }),
});
