/**
 * The third reference: node:http itself, as many processes as the shop runs (node:cluster, as the
 * shop's own primary shares its port), each page's brotli bytes from memory with the few headers
 * nginx sends. What plain node:http reaches on this machine: the shop's stored pages are measured
 * against the runtime they run on, not only against nginx.
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** Serves `<name>` from `<name>.br` in dir for every such file, and /readyz; the server of this process, none in a primary. */
export function serveNodeReference(dir: string, processes: number, port: number): http.Server | undefined {
  if (cluster.isPrimary && processes > 1) {
    for (let i = 0; i < processes; i++) cluster.fork();
    return undefined;
  }
  const pages = new Map<string, Buffer>();
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.br')) pages.set(`/${file.slice(0, -3)}`, fs.readFileSync(path.join(dir, file)));
  return http
    .createServer((req, res) => {
      if (req.url === '/readyz') return res.end('ready');
      const body = req.url ? pages.get(req.url) : undefined;
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': body.length, vary: 'Accept-Encoding' });
      res.end(body);
    })
    .listen(port, '127.0.0.1');
}
