/** What the web tier and the marketplace thread say to each other (thread/worker.ts, web/upstream/thread-transport.ts). */
import type { MarketplaceRequest, MarketplaceResponse } from '../http/endpoint';

export interface ThreadCall {
  id: number;
  request: MarketplaceRequest;
}

export type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'answer'; id: number; answer: MarketplaceResponse }
  /** An endpoint threw; the caller already got its 500. Logged by the web tier. */
  | { kind: 'error'; message: string };
