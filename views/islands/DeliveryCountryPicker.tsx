/**
 * The DeliveryCountryPicker island: hydrated on interaction (issue 8: no React before it). Until then
 * the link leads to the no-JS picker page; the click that wakes it is held and opens the modal.
 */
import { island } from './island';
import { DeliveryCountryPickerView, type DeliveryCountryPickerProps } from './DeliveryCountryPickerView';
import { islandTexts, type Texts } from './texts';

export type * from './DeliveryCountryPickerView';
export const DeliveryCountryPicker = island<DeliveryCountryPickerProps, { locale: string; texts: Texts; closeLabel: string }>(DeliveryCountryPickerView, {
  name: 'DeliveryCountryPicker',
  when: 'interaction',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: islandTexts(shop, 'deliveryCountry'),
    closeLabel: islandTexts(shop, 'modal').close ?? '×',
  }),
});
