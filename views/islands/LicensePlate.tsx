/**
 * The LicensePlate island (fr-FR, client/islands/LicensePlate.tsx): hydrated on the first
 * interaction. The stored plate is only written, never refilled, so there is nothing to show on view.
 */
import { island } from './island';
import { LicensePlateView, type LicensePlateProps } from './LicensePlateView';
import { lookupExtra, type LookupExtra } from './vehicle/lookup-props';

export type * from './LicensePlateView';
export const LicensePlate = island<LicensePlateProps & LookupExtra, LookupExtra>(LicensePlateView, { name: 'LicensePlate', when: 'interaction', extra: lookupExtra });
