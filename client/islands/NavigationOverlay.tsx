/** Chunk entry of the NavigationOverlay island. */
import { NavigationOverlayView } from '../../views/islands/NavigationOverlayView';
import { mountWith } from '../mount';

export const mount = mountWith(NavigationOverlayView);
