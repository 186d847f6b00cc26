/** The LoadingBar behaviour: plain DOM run by the runtime at start (client/behaviours/loading-bar.ts), so it sees the first in-page loads. */
import { behaviour } from './behaviour';
import { LoadingBarView, type LoadingBarProps } from './LoadingBarView';
import { islandTexts, type Texts } from './texts';

export type * from './LoadingBarView';
export const LoadingBar = behaviour<LoadingBarProps, { texts: Texts }>(LoadingBarView, {
  name: 'LoadingBar',
  extra: (shop) => ({ texts: islandTexts(shop, 'loadingBar') }),
});
