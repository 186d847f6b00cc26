/**
 * The HsnTsn island (de-DE, client/islands/HsnTsn.tsx): hydrated on view when an HSN is stored (it
 * refills it, and the TSN only with it), else on the first interaction.
 */
import { HsnTsnView, type HsnTsnProps } from './HsnTsnView';
import { island } from './island';
import { HSN_KEY } from './vehicle/lookup';
import { lookupExtra, type LookupExtra } from './vehicle/lookup-props';

export type * from './HsnTsnView';
export const HsnTsn = island<HsnTsnProps & LookupExtra, LookupExtra>(HsnTsnView, { name: 'HsnTsn', when: 'remembered', remembered: [HSN_KEY], extra: lookupExtra });
