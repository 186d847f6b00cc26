/** Chunk entry of the VehiclePanel island. */
import { VehiclePanelView } from '../../views/islands/VehiclePanelView';
import { mountWith } from '../mount';

export const mount = mountWith(VehiclePanelView);
