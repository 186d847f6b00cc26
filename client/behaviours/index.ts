/**
 * Behaviours: plain-DOM scripts for the page furniture every page carries (views/render/behaviour.tsx
 * renders their markers). A few hundred bytes each, bundled into the runtime and run at its start,
 * before any island: no React, no hydration, so the React chunk waits for an island that needs it.
 */
import { cartCount } from './cart-count';
import { connectionStatus } from './connection-status';
import { experiment } from './experiment';
import { loadingBar } from './loading-bar';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each behaviour takes its own props; the marker's JSON is checked by the behaviour itself
export const BEHAVIOURS: Record<string, (marker: HTMLElement, props: any) => void> = {
  LoadingBar: loadingBar,
  ConnectionStatus: connectionStatus,
  Experiment: experiment,
  CartCount: cartCount,
};
