/** A call as it crosses the seam, in-process or over HTTP: what the web tier sends and gets back. */
import type { Method } from './call';

export interface MarketplaceRequest {
  method: Method;
  /** Path below /api, e.g. /vehicle/manufacturers */
  path: string;
  query: Record<string, string | string[] | undefined>;
  body?: unknown;
  headers: Record<string, string | undefined>;
}

export interface MarketplaceResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the marketplace answers when it refuses or fails a call: 400 names the field at fault. */
export interface Problem {
  error: string;
  message?: string;
  field?: string;
  [detail: string]: unknown;
}
