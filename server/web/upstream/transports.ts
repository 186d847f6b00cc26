/**
 * How a marketplace call travels: in-process (no socket) or over HTTP to a marketplace service.
 * The client (marketplace-client.ts) sends every call through one of these; several HTTP
 * addresses are balanced by balanced-transport.ts.
 */
import http from 'node:http';
import https from 'node:https';
import { HOLDS_UNTIL_HEADER, ORDER_HEADER } from '../../../contract/headers';
import type { MarketplaceRequest, MarketplaceResponse } from '../../../contract/wire';
import { IDLE_SOCKET_MS } from './idle-sockets';

/** An answer as a transport got it; over HTTP with the length of its JSON text, which the cache weighs it by. */
export type TransportAnswer = MarketplaceResponse & { textLength?: number };

export type Transport = (request: MarketplaceRequest, signal: AbortSignal) => Promise<TransportAnswer>;

/** The marketplace as the in-process transport sees it: anything that answers a request. */
export interface InProcessMarketplace {
  handle(request: MarketplaceRequest): Promise<MarketplaceResponse>;
}

export function inProcessTransport(marketplace: InProcessMarketplace): Transport {
  return (request) => marketplace.handle(request);
}

const NEVER_RECEIVED = Symbol('neverReceived');
/** How long a write's body waits for the service's 100 Continue before it goes anyway. */
const CONTINUE_PATIENCE_MS = 250;

/**
 * Whether a call failed before the service had it: a write holds its body back until the service
 * says it has read the call's head (100 Continue), and the service acts on no write before its
 * body, so a write that failed before then was done nowhere and may go to another service.
 */
export function neverReceived(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { [NEVER_RECEIVED]?: boolean })[NEVER_RECEIVED] === true;
}

/**
 * Calls over HTTP with node:http and kept-alive connections: fetch's streams cost several times the
 * CPU per call, and a page makes several calls. A kept-alive connection the service closed just as
 * it was reused (its idle timeout) fails with ECONNRESET before any answer: a read is sent again once.
 * A write's body waits for the service's 100 Continue: a stopping service resets a connection it
 * never took (one the kernel had completed as its listening socket closed, or a kept-alive one it
 * closed as idle while the call was on its way), and the transport cannot tell such a reset from one
 * of a call under way, unless the service had not yet said it had the call. Such a write is sent
 * again as a read is, or to another service (balanced-transport.ts): never done twice, never lost.
 * Every call carries the internal token (server/request-checks/internal-token.ts): the service answers no one else.
 */
export function httpTransport(baseUrl: string, token: string): Transport {
  const base = new URL(baseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: IDLE_SOCKET_MS });
  const send = (request: MarketplaceRequest, signal: AbortSignal, attempt: number): Promise<TransportAnswer> => {
    const url = new URL(`/api${request.path}`, base);
    for (const [key, value] of Object.entries(request.query)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) url.searchParams.append(key, item);
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers)) if (value !== undefined) headers[key] = value;
    headers.authorization = `Bearer ${token}`;
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
      if (request.method !== 'GET') headers.expect = '100-continue';
    }
    return new Promise((resolve, reject) => {
      // Sent (or on its way): from here on the service may have acted on the call.
      let bodySent = headers.expect === undefined;
      const sendBody = () => {
        if (bodySent) return;
        bodySent = true;
        outgoing.end(body);
      };
      const outgoing = client.request(url, { method: request.method, headers, agent, signal }, (answer) => {
        // An answer without 100 Continue first (a proxy's refusal): the body goes after it, as the connection expects.
        sendBody();
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            // The marketplace's own headers the web tier reads: the order a call made, and how long an answer holds.
            const kept: Record<string, string> = {};
            for (const name of [ORDER_HEADER, HOLDS_UNTIL_HEADER]) {
              const value = answer.headers[name];
              if (typeof value === 'string') kept[name] = value;
            }
            resolve({ status: answer.statusCode ?? 502, body: text ? JSON.parse(text) : null, textLength: text.length, ...(Object.keys(kept).length > 0 ? { headers: kept } : {}) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error('unreadable answer'));
          }
        });
      });
      outgoing.on('continue', sendBody);
      // A service that is only slow (its database busy) says nothing for a while: the body goes
      // anyway after a moment, as curl does, so slowness alone never fails a write; a reset from a
      // stopping service comes at once, well inside it.
      const patience = bodySent ? undefined : setTimeout(sendBody, CONTINUE_PATIENCE_MS);
      outgoing.on('close', () => clearTimeout(patience));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const unreceived = !bodySent;
        if (outgoing.reusedSocket && error.code === 'ECONNRESET' && (request.method === 'GET' || unreceived) && attempt === 0 && !signal.aborted) {
          send(request, signal, 1).then(resolve, reject);
          return;
        }
        reject(unreceived ? Object.assign(error, { [NEVER_RECEIVED]: true }) : error);
      });
      if (bodySent) outgoing.end(body);
    });
  };
  return (request, signal) => send(request, signal, 0);
}
