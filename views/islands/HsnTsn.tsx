/** The HsnTsn island (de-DE): hydrated when it scrolls into view (client/islands/HsnTsn.tsx). */
import { HsnTsnView, type HsnTsnProps } from './HsnTsnView';
import { island } from './island';
import { lookupExtra, type LookupExtra } from './vehicle/lookup-props';

export type * from './HsnTsnView';
export const HsnTsn = island<HsnTsnProps & LookupExtra, LookupExtra>(HsnTsnView, { name: 'HsnTsn', when: 'visible', extra: lookupExtra });
