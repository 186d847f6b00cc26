/** The DeliveryCountryPicker island: server markup from DeliveryCountryPickerView, hydrated by client/islands/DeliveryCountryPicker.tsx. */
import { island } from './island';
import { DeliveryCountryPickerView, type DeliveryCountryPickerProps } from './DeliveryCountryPickerView';

export type * from './DeliveryCountryPickerView';
export const DeliveryCountryPicker = island<DeliveryCountryPickerProps>(DeliveryCountryPickerView, { name: 'DeliveryCountryPicker', when: 'idle' });
