/** The LicensePlate island (fr-FR): hydrated when it scrolls into view (client/islands/LicensePlate.tsx). */
import { island } from './island';
import { LicensePlateView, type LicensePlateProps } from './LicensePlateView';
import { lookupExtra, type LookupExtra } from './vehicle/lookup-props';

export type * from './LicensePlateView';
export const LicensePlate = island<LicensePlateProps & LookupExtra, LookupExtra>(LicensePlateView, { name: 'LicensePlate', when: 'visible', extra: lookupExtra });
