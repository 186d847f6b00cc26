/**
 * How a marketplace call travels: in-process (no socket) or over HTTP to a marketplace service.
 * The client (marketplace-client.ts) sends every call through one of these; several HTTP
 * addresses are balanced by balanced-transport.ts.
 */
import http from 'node:http';
import https from 'node:https';
import { ORDER_HEADER } from '../../../contract/headers';
import type { MarketplaceRequest, MarketplaceResponse } from '../../../contract/wire';

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

/**
 * Calls over HTTP with node:http and kept-alive connections: fetch's streams cost several times the
 * CPU per call, and a page makes several calls. A kept-alive connection the service closed just as
 * it was reused (its idle timeout) fails with ECONNRESET before any answer: a read is sent again once.
 * Every call carries the internal token (server/internal-token.ts): the service answers no one else.
 */
export function httpTransport(baseUrl: string, token: string): Transport {
  const base = new URL(baseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
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
    }
    return new Promise((resolve, reject) => {
      const outgoing = client.request(url, { method: request.method, headers, agent, signal }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            const order = answer.headers[ORDER_HEADER];
            resolve({ status: answer.statusCode ?? 502, body: text ? JSON.parse(text) : null, textLength: text.length, ...(typeof order === 'string' ? { headers: { [ORDER_HEADER]: order } } : {}) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error('unreadable answer'));
          }
        });
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (outgoing.reusedSocket && error.code === 'ECONNRESET' && request.method === 'GET' && attempt === 0 && !signal.aborted) {
          send(request, signal, 1).then(resolve, reject);
          return;
        }
        reject(error);
      });
      outgoing.end(body);
    });
  };
  return (request, signal) => send(request, signal, 0);
}
