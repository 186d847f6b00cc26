/**
 * The cart page's floor: node:http, as many processes as the shop, answering `/cart.html` for a
 * shopper's session with the marketplace's own calls for the cart page (the cart, and the
 * optimiser's proposal beside it) on the benchmark's database, then the page's brotli bytes as they
 * are: no express, no React, no compression, no other shops' offers, no log line. What the cart page
 * would reach if everything the web tier does for it cost nothing, so the benchmark can tell a
 * target the web tier misses from one the data alone already misses.
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CONTEXT_HEADERS } from '../../contract/headers';
import { COOKIES, EDITIONS } from '../../locales/editions';
import { openMarketplaceDatabase } from '../../server/marketplace/seed';
import { createMarketplace } from '../../server/marketplace/index';

const EDITION = EDITIONS['de-DE'];

/** The session id in a Cookie header, if any. */
function sessionOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIES.session) return value;
  }
  return undefined;
}

export interface CartFloor {
  server: http.Server;
  close(): Promise<void>;
}

/**
 * Serves `/cart.html` from `cart.html.br` in dir after the cart page's marketplace calls (a 500 when
 * the session has no cart); the server of this process, none in a primary.
 */
export async function serveCartFloor(dir: string, processes: number, port: number, databaseFile: string): Promise<CartFloor | undefined> {
  if (cluster.isPrimary && processes > 1) {
    for (let i = 0; i < processes; i++) cluster.fork();
    return undefined;
  }
  const body = fs.readFileSync(path.join(dir, 'cart.html.br'));
  const db = await openMarketplaceDatabase(databaseFile, { seed: false });
  const marketplace = createMarketplace(db);
  const server = http
    .createServer((req, res) => {
      if (req.url === '/readyz') return void res.end('ready');
      if (req.url !== '/cart.html') return void res.writeHead(404).end();
      const headers = { [CONTEXT_HEADERS.session]: sessionOf(req.headers.cookie), [CONTEXT_HEADERS.deliveryCountry]: EDITION.country, [CONTEXT_HEADERS.locale]: EDITION.locale };
      const call = (callPath: string) => marketplace.handle({ method: 'GET', path: callPath, query: {}, headers });
      Promise.all([call('/Warenkorb'), call('/Warenkorb/optimize')]).then(
        ([cart]) => {
          if (cart.status !== 200) return void res.writeHead(500).end(`cart answered ${cart.status}`);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': body.length, vary: 'Accept-Encoding' });
          res.end(body);
        },
        (error: unknown) => void res.writeHead(500).end(String(error)),
      );
    })
    .listen(port, '127.0.0.1');
  return {
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.shut();
    },
  };
}
