/** Chunk entry of the SaveVehicle island. */
import { SaveVehicleView } from '../../views/islands/SaveVehicleView';
import { mountWith } from '../mount';

export const mount = mountWith(SaveVehicleView);
