/** Chunk entry of the LicensePlate island. */
import { LicensePlateView } from '../../views/islands/LicensePlateView';
import { mountWith } from '../mount';

export const mount = mountWith(LicensePlateView);
