/**
 * Fetches one file a shop's feed links (a photo, a PDF), bounded: https only (plain http only for
 * hosts the configuration names, such as a test's loopback host), never an address inside our own
 * network, a few redirects, a time limit for the whole answer and a size limit. A host name is
 * looked up once, every address it has is checked, and the connection goes to the checked address
 * (no second lookup a name could answer differently). Every refusal is a RemoteProblem whose
 * message tells the shop what to change.
 */
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How a host name becomes addresses: the system's resolver (dns.lookup), or one a test answers for. */
export type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>;
/** Opens the connection to an address the guard let through: a test sends it to a loopback server of its own. */
export type Connect = (to: { address: string; family: number; port: number }) => net.Socket;

export interface RemotePolicy {
  /** Hosts that may be fetched over plain http and may be inside our network (tests, a local demo). */
  httpHosts: string[];
  timeoutMs: number;
  maxRedirects: number;
  /** Plain http for any host (a shop's own feed URL); addresses inside our network stay refused. */
  anyHttp?: boolean;
  userAgent?: string;
  /** Unset: dns.lookup. */
  resolve?: Resolve;
  /** Unset: a connection to the checked address as Node opens it. */
  connect?: Connect;
}

export const DEFAULT_REMOTE_POLICY: RemotePolicy = { httpHosts: [], timeoutMs: 10_000, maxRedirects: 3 };

export class RemoteProblem extends Error {}

export interface RemoteFile { bytes: Buffer; contentType: string; url: string }

/**
 * Addresses a shop's link must never reach: loopback, private, link-local (cloud metadata), and the
 * like. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked by BlockList against the IPv4
 * rules; a ::ffff:0:0/96 rule of its own would match every IPv4 address, since BlockList checks an
 * IPv4 address against IPv6 rules in its mapped form.
 */
const INTERNAL = new net.BlockList();
for (const [address, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const) {
  INTERNAL.addSubnet(address, prefix, 'ipv4');
}
// ::/96: the unspecified address, loopback and the old IPv4-compatible forms (::127.0.0.1).
for (const [address, prefix] of [['::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) INTERNAL.addSubnet(address, prefix, 'ipv6');

const isInternal = (address: string, family: number) => INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
const insideProblem = (host: string) => new RemoteProblem(`${host} is an address inside the shop's own network`);

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

/** Rejects once the signal aborts, so a lookup that hangs ends with the fetch's time limit. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The signal's reason is the Error that AbortSignal.timeout or the caller's abort() made.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the reason is an Error (above), typed any by the DOM
    if (signal.aborted) return reject(signal.reason);
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the same reason, an Error
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The link's host when it is an address itself (then nothing is looked up). */
function literalAddress(url: URL): dns.LookupAddress | undefined {
  const address = url.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(address);
  return family ? { address, family } : undefined;
}

/** The address the link's host is connected to: its own (remoteUrl checked it), or the first looked up when none is inside. */
async function checkedAddress(url: URL, policy: RemotePolicy, signal: AbortSignal): Promise<dns.LookupAddress> {
  const literal = literalAddress(url);
  if (literal) return literal;
  const addresses = await untilAborted((policy.resolve ?? systemResolve)(url.hostname), signal);
  if (!addresses.length) throw Object.assign(new Error(`no address for ${url.hostname}`), { code: 'ENOTFOUND' });
  if (addresses.some((entry) => isInternal(entry.address, entry.family))) throw insideProblem(url.hostname);
  return addresses[0]!;
}

/** The link as a URL this policy lets us fetch, or a RemoteProblem saying why not. */
export function remoteUrl(link: string, policy: RemotePolicy): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new RemoteProblem('not a link (https://...)');
  }
  const trusted = policy.httpHosts.includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (trusted || policy.anyHttp))) throw new RemoteProblem(policy.anyHttp ? 'only http and https links are fetched' : 'only https links are fetched');
  if (url.username || url.password) throw new RemoteProblem('a link with a user name or password is not fetched');
  // A literal address needs no lookup: refused here already, before anything is sent.
  const literal = literalAddress(url);
  if (!trusted && literal && isInternal(literal.address, literal.family)) throw insideProblem(literal.address);
  return url;
}

/** What is done with a 200 answer's body: kept in memory, or written to a file as it arrives. */
type BodySink<T> = (response: http.IncomingMessage, maxBytes: number) => Promise<T>;

const tooLarge = (maxBytes: number, declared?: number) => new RemoteProblem(`larger than ${megabytes(maxBytes)}${declared ? ` (${megabytes(declared)})` : ''}`);

const inMemory: BodySink<Buffer> = (response, maxBytes) => new Promise((resolve, reject) => {
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      reject(tooLarge(maxBytes));
    } else chunks.push(chunk);
  });
  response.on('end', () => resolve(Buffer.concat(chunks)));
  response.on('error', reject);
});

type Answer<T> = { status: number; location?: string; contentType: string; body?: T };

/** A feed URL's basic auth: sent to the URL's own origin only, never to where a redirect leads elsewhere. */
export interface BasicAuth { username: string; password: string; origin: string }

async function once<T>(url: URL, policy: RemotePolicy, maxBytes: number, signal: AbortSignal, sink: BodySink<T>, auth?: BasicAuth): Promise<Answer<T>> {
  const trusted = policy.httpHosts.includes(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  const target = trusted ? undefined : await checkedAddress(url, policy, signal);
  // The connection goes to the checked address, never to what a second lookup would answer.
  const pinned: Pick<http.RequestOptions, 'lookup' | 'createConnection'> = {};
  if (target) {
    const lookup: net.LookupFunction = (_hostname, options, callback) => (options.all ? callback(null, [target]) : callback(null, target.address, target.family));
    pinned.lookup = lookup;
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    if (policy.connect) pinned.createConnection = () => policy.connect!({ address: target.address, family: target.family, port });
  }
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'user-agent': policy.userAgent ?? 'Spareo media fetcher', accept: '*/*' };
    if (auth && url.origin === auth.origin) headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`, 'utf8').toString('base64')}`;
    const request = client.get(url, { signal, ...pinned, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (status >= 300 && status < 400) {
        response.resume();
        return resolve({ status, location: response.headers.location, contentType });
      }
      if (status !== 200) {
        response.resume();
        return resolve({ status, contentType });
      }
      const declared = Number(response.headers['content-length']);
      if (declared > maxBytes) {
        response.destroy();
        return reject(tooLarge(maxBytes, declared));
      }
      sink(response, maxBytes).then((body) => resolve({ status, contentType, body }), reject);
    });
    request.on('error', reject);
  });
}

/** Follows redirects (each checked as the first link) to a 200 answer and hands its body to the sink. */
async function fetchWith<T>(link: string, maxBytes: number, policy: RemotePolicy, sink: BodySink<T>, auth?: BasicAuth): Promise<{ body: T; contentType: string; url: string }> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = remoteUrl(link, policy);
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await once(url, policy, maxBytes, signal, sink, auth);
      if (answer.status >= 300 && answer.status < 400) {
        if (!answer.location) throw new RemoteProblem(`answered ${answer.status} without a Location`);
        if (redirects >= policy.maxRedirects) throw new RemoteProblem(`more than ${policy.maxRedirects} redirects`);
        url = remoteUrl(new URL(answer.location, url).href, policy);
        continue;
      }
      if (answer.status === 401 && auth) throw new RemoteProblem('answered HTTP 401: the user name or password was not accepted');
      if (answer.status !== 200) throw new RemoteProblem(`answered HTTP ${answer.status}`);
      return { body: answer.body as T, contentType: answer.contentType, url: url.href };
    }
  } catch (error) {
    if (error instanceof RemoteProblem) throw error;
    if (signal.aborted) throw new RemoteProblem(`no complete answer within ${policy.timeoutMs / 1000} s`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new RemoteProblem(`the host ${url.hostname} is unknown`);
    throw new RemoteProblem(`could not be fetched (${code ?? (error as Error).message})`);
  }
}

/** The file behind the link, or a RemoteProblem saying why not. */
export async function fetchRemote(link: string, maxBytes: number, policy: RemotePolicy = DEFAULT_REMOTE_POLICY): Promise<RemoteFile> {
  const { body, contentType, url } = await fetchWith(link, maxBytes, policy, inMemory);
  if (!body.length) throw new RemoteProblem('answered an empty file');
  return { bytes: body, contentType, url };
}

/** The answer behind the link written to `file` as it arrives (a feed: too large to hold); its size in bytes. */
export async function fetchRemoteToFile(link: string, file: string, maxBytes: number, policy: RemotePolicy, auth?: BasicAuth): Promise<number> {
  const toFile: BodySink<number> = async (response, limit) => {
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > limit ? tooLarge(limit) : null, chunk);
      },
    });
    await pipeline(response, counted, fs.createWriteStream(file));
    return size;
  };
  try {
    const { body } = await fetchWith(link, maxBytes, policy, toFile, auth);
    if (!body) throw new RemoteProblem('answered an empty file');
    return body;
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
}
