/** The ConsentSettings island: in the footer, hydrated when it comes into view. */
import { ConsentSettingsView, type ConsentSettingsProps } from './ConsentSettingsView';
import { island } from './island';
import { islandTexts, type Texts } from './texts';

export type * from './ConsentSettingsView';
export const ConsentSettings = island<ConsentSettingsProps, { texts: Texts }>(ConsentSettingsView, {
  name: 'ConsentSettings',
  when: 'visible',
  extra: (shop) => ({ texts: islandTexts(shop, 'consent') }),
});
