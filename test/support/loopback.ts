/**
 * An app served on a loopback port for the file's tests, and answers read as they came over the
 * wire (no client-side decoding of gzip or brotli).
 */
import http from 'node:http';

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Listens before the file's tests and closes after them; `origin()` is valid inside tests. */
export function serveOnLoopback(handler: http.RequestListener): { origin: () => string } {
  let origin = '';
  const server = http.createServer(handler);
  // As the processes in production keep them: with Node's 5 s default, a client reusing a socket the
  // server is closing at that moment reads a reset (a burst of slow answers makes that moment likely).
  server.keepAliveTimeout = 65_000;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    resolve();
  })));
  // A browser's kept-alive connections would hold the close until they time out.
  afterAll(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
  return { origin: () => origin };
}

export function getOverWire(url: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
