/** Chunk entry of the NavigationOverlay island: its two category levels are read from the server markup. */
import { NavigationOverlayView } from '../../views/islands/NavigationOverlayView';
import { readItemsFromMarkup } from '../../views/islands/navigation/markup';
import { mountWith, type IslandModule } from '../mount';

const hydrate = mountWith(NavigationOverlayView);

export const mount: IslandModule['mount'] = (marker, props, id) => hydrate(marker, { ...props, items: readItemsFromMarkup(marker) }, id);
