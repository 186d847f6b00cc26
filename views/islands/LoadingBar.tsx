/** The LoadingBar island: hydrated on load, so it sees the first in-page loads. */
import { island } from './island';
import { LoadingBarView, type LoadingBarProps } from './LoadingBarView';
import { islandTexts, type Texts } from './texts';

export type * from './LoadingBarView';
export const LoadingBar = island<LoadingBarProps, { texts: Texts }>(LoadingBarView, {
  name: 'LoadingBar',
  when: 'load',
  extra: (shop) => ({ texts: islandTexts(shop, 'loadingBar') }),
});
