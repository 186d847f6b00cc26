/** The NavigationOverlay island: server markup from NavigationOverlayView, hydrated by client/islands/NavigationOverlay.tsx. */
import { island } from './island';
import { NavigationOverlayView, type NavigationOverlayProps } from './NavigationOverlayView';

export type * from './NavigationOverlayView';
export const NavigationOverlay = island<NavigationOverlayProps>(NavigationOverlayView, { name: 'NavigationOverlay', when: 'interaction' });
