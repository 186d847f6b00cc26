/**
 * Fetches one file a shop's feed links (a photo, a PDF), bounded: https only (plain http only for
 * hosts the configuration names, such as a test's loopback host), never an address inside our own
 * network (checked on the address actually connected to, so a name that resolves differently the
 * second time gains nothing), a few redirects, a time limit for the whole answer and a size limit.
 * Every refusal is a RemoteProblem whose message tells the shop what to change.
 */
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface RemotePolicy {
  /** Hosts that may be fetched over plain http and may be inside our network (tests, a local demo). */
  httpHosts: string[];
  timeoutMs: number;
  maxRedirects: number;
  /** Plain http for any host (a shop's own feed URL); addresses inside our network stay refused. */
  anyHttp?: boolean;
  userAgent?: string;
}

export const DEFAULT_REMOTE_POLICY: RemotePolicy = { httpHosts: [], timeoutMs: 10_000, maxRedirects: 3 };

export class RemoteProblem extends Error {}

export interface RemoteFile { bytes: Buffer; contentType: string; url: string }

/** Addresses a shop's link must never reach: loopback, private, link-local (cloud metadata), and the like. */
const INTERNAL = new net.BlockList();
for (const [address, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const) {
  INTERNAL.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['::ffff:0:0', 96]] as const) INTERNAL.addSubnet(address, prefix, 'ipv6');

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function checkedLookup(hostname: string, options: dns.LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as dns.LookupAddress[];
    const inside = list.find((entry) => INTERNAL.check(entry.address, entry.family === 6 ? 'ipv6' : 'ipv4'));
    if (inside) return callback(Object.assign(new Error(`${hostname} is an address inside the shop's own network`), { code: 'EINTERNAL' }), '');
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
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
  // A literal address is connected to without a lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(literal);
  if (!trusted && family && INTERNAL.check(literal, family === 6 ? 'ipv6' : 'ipv4')) throw new RemoteProblem(`${literal} is an address inside the shop's own network`);
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

function once<T>(url: URL, policy: RemotePolicy, maxBytes: number, signal: AbortSignal, sink: BodySink<T>): Promise<Answer<T>> {
  const trusted = policy.httpHosts.includes(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { signal, lookup: trusted ? undefined : checkedLookup, headers: { 'user-agent': policy.userAgent ?? 'Spareo media fetcher', accept: '*/*' } }, (response) => {
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
async function fetchWith<T>(link: string, maxBytes: number, policy: RemotePolicy, sink: BodySink<T>): Promise<{ body: T; contentType: string; url: string }> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = remoteUrl(link, policy);
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await once(url, policy, maxBytes, signal, sink);
      if (answer.status >= 300 && answer.status < 400) {
        if (!answer.location) throw new RemoteProblem(`answered ${answer.status} without a Location`);
        if (redirects >= policy.maxRedirects) throw new RemoteProblem(`more than ${policy.maxRedirects} redirects`);
        url = remoteUrl(new URL(answer.location, url).href, policy);
        continue;
      }
      if (answer.status !== 200) throw new RemoteProblem(`answered HTTP ${answer.status}`);
      return { body: answer.body as T, contentType: answer.contentType, url: url.href };
    }
  } catch (error) {
    if (error instanceof RemoteProblem) throw error;
    if (signal.aborted) throw new RemoteProblem(`no complete answer within ${policy.timeoutMs / 1000} s`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EINTERNAL') throw new RemoteProblem((error as Error).message);
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
export async function fetchRemoteToFile(link: string, file: string, maxBytes: number, policy: RemotePolicy): Promise<number> {
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
    const { body } = await fetchWith(link, maxBytes, policy, toFile);
    if (!body) throw new RemoteProblem('answered an empty file');
    return body;
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
}
