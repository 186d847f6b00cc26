/**
 * Every cart viewed before a round of the cart is measured, so the round measures what its target
 * names: a cart that has not changed since its page was kept. The load generator hands each session
 * to any connection and so to any web process; the processes hand each other the pages they keep
 * (server/web/cart/cart-siblings.ts), so a view anywhere keeps the cart everywhere. The first pass
 * of a run is a shopper's first view (its page rendered, and sent to the other processes), reported
 * beside the kept one.
 */
import http from 'node:http';
import { BROWSER_HEADERS } from './throughput';

/** Views each session's cart `passes` times in turn over `connections` keep-alive connections; the number of views. */
export async function viewCarts(url: string, cookies: readonly string[], passes: number, connections: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const queue = Array.from({ length: passes }, () => cookies).flat();
  let next = 0;
  const view = (cookie: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent, headers: { ...BROWSER_HEADERS, cookie }, timeout: 120_000 }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`cart view answered ${res.statusCode}`))));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
      req.on('error', reject);
    });
  try {
    await Promise.all(Array.from({ length: connections }, async () => {
      while (next < queue.length) await view(queue[next++]!);
    }));
  } finally {
    agent.destroy();
  }
  return queue.length;
}
