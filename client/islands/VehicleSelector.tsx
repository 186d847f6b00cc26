/** Chunk entry of the VehicleSelector island. */
import { VehicleSelectorView } from '../../views/islands/VehicleSelectorView';
import { mountWith } from '../mount';

export const mount = mountWith(VehicleSelectorView);
