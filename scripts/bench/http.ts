/** Plain loopback HTTP with the body as sent (no automatic decompression), so wire bytes can be counted. */
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Body bytes as they came over the wire. */
  wire: Buffer;
  /** Body decoded. */
  body: Buffer;
}

export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'gzip' ? zlib.gunzipSync(wire) : encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'deflate' ? zlib.inflateSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Follows redirects on the same origin (at most 5) and returns the final path. */
export async function resolvePath(base: string, path: string, headers: Record<string, string> = {}): Promise<{ path: string; status: number }> {
  let current = path;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await request(base + current, { headers });
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      const next = new URL(location, base + current);
      current = next.pathname + next.search;
      continue;
    }
    return { path: current, status: answer.status };
  }
  throw new Error(`too many redirects from ${path}`);
}
