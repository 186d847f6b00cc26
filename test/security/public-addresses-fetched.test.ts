/**
 * The guard on shops' links lets public addresses through, IPv4 as well as IPv6, and keeps refusing
 * loopback, private, link-local and metadata addresses in every form, IPv4-mapped included. Checked
 * through the real lookup path, with trusted hosts left empty: names are answered by a resolver of
 * the test's own, and the connection the guard allows is handed to a loopback server of the test's
 * own, so nothing is ever sent beyond this machine.
 */
import type dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fetchRemote, fetchRemoteToFile, RemoteProblem, remoteUrl, type RemotePolicy } from '../../server/marketplace/media/fetch-remote';
import { tempDir } from '../support/temp-dir';

/** What the names of this test resolve to. */
const NAMES: Record<string, dns.LookupAddress[]> = {
  'feeds.teile-shop.example': [{ address: '93.184.216.34', family: 4 }],
  'fotos.teile-shop.example': [{ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }],
  'both.teile-shop.example': [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }],
  'mapped-public.teile-shop.example': [{ address: '::ffff:93.184.216.34', family: 6 }],
  'loopback.teile-shop.example': [{ address: '127.0.0.1', family: 4 }],
  'mapped-loopback.teile-shop.example': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'mapped-metadata.teile-shop.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'mapped-private.teile-shop.example': [{ address: '::ffff:10.1.2.3', family: 6 }],
  'metadata.teile-shop.example': [{ address: '169.254.169.254', family: 4 }],
  'private6.teile-shop.example': [{ address: 'fd00:ec2::254', family: 6 }],
  'one-inside.teile-shop.example': [{ address: '93.184.216.34', family: 4 }, { address: '192.168.1.20', family: 4 }],
};

let hits = 0;
const server = http.createServer((_req, res) => {
  hits++;
  res.setHeader('content-type', 'text/csv');
  res.end('sku;price\nA-1;10.00\n');
});
let port = 0;
/** The addresses (and ports) the guard let a connection go to. */
const connections: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  connections.length = 0;
  hits = 0;
});

const policy: RemotePolicy = {
  httpHosts: [],
  timeoutMs: 2000,
  maxRedirects: 3,
  resolve: async (hostname) => {
    const answer = NAMES[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  },
  // The connection the guard allows goes to this test's loopback server, never to the address.
  connect: (to) => {
    connections.push(`${to.address} ${to.port}`);
    return net.connect(port, '127.0.0.1');
  },
};
/** A shop's feed URL: plain http for any host, as the scheduled fetch asks. */
const feedPolicy: RemotePolicy = { ...policy, anyHttp: true };

const outcomeOf = (work: Promise<unknown>): Promise<string> => work.then(() => 'fetched', (error: unknown) => (error instanceof RemoteProblem ? error.message : `crashed: ${String(error)}`));

describe('public addresses are fetched', () => {
  test('a literal public IPv4 address passes the check (https://93.184.216.34/feed.csv)', () => {
    expect(() => remoteUrl('https://93.184.216.34/feed.csv', policy)).not.toThrow();
    expect(() => remoteUrl('https://[2606:2800:220:1:248:1893:25c8:1946]/a.jpg', policy)).not.toThrow();
  });

  test('a feed URL by a name that resolves to IPv4 is fetched from the checked address', async () => {
    const dir = tempDir('spareo-public-fetch-');
    const file = path.join(dir, 'feed.csv');
    const bytes = await fetchRemoteToFile('http://feeds.teile-shop.example/feed.csv', file, 10_000, feedPolicy);
    expect(bytes).toBeGreaterThan(0);
    expect(fs.readFileSync(file, 'utf8')).toContain('A-1');
    expect(connections).toEqual(['93.184.216.34 80']);
  });

  test('a feed URL naming a public IPv4 address itself is fetched', async () => {
    const file = path.join(tempDir('spareo-public-fetch-'), 'feed.csv');
    expect(await outcomeOf(fetchRemoteToFile('http://93.184.216.34:8080/feed.csv', file, 10_000, feedPolicy))).toBe('fetched');
    expect(connections).toEqual(['93.184.216.34 8080']);
  });

  test.each([
    ['IPv4', 'http://feeds.teile-shop.example/a.jpg', '93.184.216.34 80'],
    ['IPv6', 'http://fotos.teile-shop.example/a.jpg', '2606:2800:220:1:248:1893:25c8:1946 80'],
    ['IPv4 and IPv6', 'http://both.teile-shop.example/a.jpg', '93.184.216.34 80'],
    ['IPv4-mapped public', 'http://mapped-public.teile-shop.example/a.jpg', '::ffff:93.184.216.34 80'],
  ])('a photo link by a name with a public %s address is fetched', async (_kind, link, connected) => {
    const file = await fetchRemote(link, 10_000, feedPolicy);
    expect(file.bytes.toString()).toContain('A-1');
    expect(connections).toEqual([connected]);
  });

  test('an https photo link by a name with a public IPv4 address is let through to its address', async () => {
    // The test's server speaks no TLS: what matters is that the guard let the connection go, not the answer.
    const outcome = await outcomeOf(fetchRemote('https://feeds.teile-shop.example/a.jpg', 10_000, policy));
    expect(outcome).not.toContain('inside');
    expect(connections).toEqual(['93.184.216.34 443']);
  });
});

describe('addresses inside our network stay refused in every form', () => {
  test.each([
    ['loopback.teile-shop.example'],
    ['mapped-loopback.teile-shop.example'],
    ['mapped-metadata.teile-shop.example'],
    ['mapped-private.teile-shop.example'],
    ['metadata.teile-shop.example'],
    ['private6.teile-shop.example'],
    ['one-inside.teile-shop.example'],
  ])('a name resolving inside (%s) is refused, nothing connected', async (host) => {
    expect(await outcomeOf(fetchRemote(`http://${host}/a.jpg`, 10_000, feedPolicy))).toBe(`${host} is an address inside the shop's own network`);
    expect(connections).toEqual([]);
  });

  test.each([
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '::1'],
    ['[::]', '::'],
    ['[::ffff:127.0.0.1]', '127.0.0.1'],
    ['[::ffff:a9fe:a9fe]', '169.254.169.254'],
    ['[::ffff:10.0.0.1]', '10.0.0.1'],
    ['[::127.0.0.1]', '::7f00:1'],
    ['169.254.169.254', '169.254.169.254'],
    ['[fd00:ec2::254]', 'fd00:ec2::254'],
    ['[fe80::1]', 'fe80::1'],
    ['192.168.0.1', '192.168.0.1'],
    ['0.0.0.0', '0.0.0.0'],
  ])('the literal address %s is refused, nothing connected', async (host, named) => {
    const outcome = await outcomeOf(fetchRemote(`http://${host}/a.jpg`, 10_000, feedPolicy));
    // The URL parser writes an IPv4-mapped address in its hexadecimal form; either names the address.
    expect(outcome).toMatch(/ is an address inside the shop's own network$/);
    expect([named, new URL(`http://${host}/`).hostname.replace(/^\[|\]$/g, '')]).toContain(outcome.split(' ')[0]);
    expect(connections).toEqual([]);
  });

  test('a redirect from a public address to an inside one is refused at the redirect', async () => {
    const redirecting = http.createServer((_req, res) => res.writeHead(302, { location: 'http://mapped-metadata.teile-shop.example/latest/meta-data/' }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const redirectPort = (redirecting.address() as AddressInfo).port;
    try {
      const outcome = await outcomeOf(fetchRemote('http://feeds.teile-shop.example/a.jpg', 10_000, { ...feedPolicy, connect: (to) => (connections.push(`${to.address} ${to.port}`), net.connect(redirectPort, '127.0.0.1')) }));
      expect(outcome).toBe("mapped-metadata.teile-shop.example is an address inside the shop's own network");
      expect(connections).toEqual(['93.184.216.34 80']);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});
