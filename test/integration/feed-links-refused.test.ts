/**
 * A shop's feed names the links; the marketplace fetches them. A link into our own network (loopback,
 * private ranges, the cloud's metadata address), by address or by a name that resolves there, and
 * anything but https, is refused before a byte is sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemote, RemoteProblem } from '../../server/marketplace/media/fetch-remote';

const policy = { httpHosts: [], timeoutMs: 2000, maxRedirects: 3 };
let hits = 0;
const server = http.createServer((_req, res) => { hits++; res.end('secret'); });
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const refused = async (link: string): Promise<string> => {
  const outcome = await fetchRemote(link, 1000, policy).then(() => 'fetched', (error: unknown) => (error instanceof RemoteProblem ? error.message : `crashed: ${String(error)}`));
  return outcome;
};

test('links into our own network, and anything but https, are refused with a reason', async () => {
  expect(await refused(`https://127.0.0.1:${port}/a.jpg`)).toBe("127.0.0.1 is an address inside the shop's own network");
  expect(await refused('https://169.254.169.254/latest/meta-data/')).toBe("169.254.169.254 is an address inside the shop's own network");
  expect(await refused('https://10.1.2.3/a.jpg')).toBe("10.1.2.3 is an address inside the shop's own network");
  expect(await refused('https://[::1]/a.jpg')).toBe("::1 is an address inside the shop's own network");
  expect(await refused(`https://localhost:${port}/a.jpg`)).toBe("localhost is an address inside the shop's own network");
  expect(await refused(`http://127.0.0.1:${port}/a.jpg`)).toBe('only https links are fetched');
  expect(await refused('file:///etc/passwd')).toBe('only https links are fetched');
  expect(await refused('https://user:pw@example.com/a.jpg')).toBe('a link with a user name or password is not fetched');
  expect(await refused('not a link')).toBe('not a link (https://...)');
  expect(hits).toBe(0);
});

test('a host the configuration names may be fetched over http, on loopback (tests, a local demo)', async () => {
  const file = await fetchRemote(`http://127.0.0.1:${port}/a.jpg`, 1000, { ...policy, httpHosts: ['127.0.0.1'] });
  expect(file.bytes.toString()).toBe('secret');
});
