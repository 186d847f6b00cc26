/** Chunk entry of the DeliveryCountryPicker island. */
import { DeliveryCountryPickerView } from '../../views/islands/DeliveryCountryPickerView';
import { mountWith } from '../mount';

export const mount = mountWith(DeliveryCountryPickerView);
