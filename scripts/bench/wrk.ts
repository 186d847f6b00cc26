/**
 * wrk (Debian's `apt-get install wrk`), the load generator when installed: one thread, C, reads
 * answers without looking at their bodies. autocannon, one Node thread, turns every body into a
 * string, and on a two-core machine its own work per answer set the ceiling of every server it
 * measured (docs/decisions/0148-wrk-load-generator.md). A small Lua script gives each request
 * the next cookie of a list (the cart's sessions) and prints the figures as one JSON line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Throughput } from './throughput-figures';

const WRK = '/usr/bin/wrk';
const run = promisify(execFile);

/** Why wrk cannot be the load generator on this machine, or null when it can. */
export function wrkMissing(): string | null {
  return fs.existsSync(WRK) ? null : `${WRK} not installed (apt-get install -y wrk)`;
}

/** wrk's `done` callback, with `request` only when there are cookies to take turns (a static request is cheaper). */
export function wrkScript(rotatesCookies: boolean): string {
  const rotation = `
local cookies = {}
local turn = 0
init = function(args)
  for line in io.lines(args[1]) do cookies[#cookies + 1] = line end
end
request = function()
  turn = turn % #cookies + 1
  wrk.headers["Cookie"] = cookies[turn]
  return wrk.format(nil, nil, wrk.headers)
end
`;
  return `${rotatesCookies ? rotation : ''}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"bytes":%d,"socketErrors":%d,"timeouts":%d,"non2xx":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  socketErrors: number;
  timeouts: number;
  non2xx: number;
  p50Us: number;
  p99Us: number;
}

/** The figures from wrk's output: the last line is the script's JSON. */
export function throughputFromWrk(stdout: string): Throughput {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const s = JSON.parse(line) as WrkSummary;
  const total = s.requests || 1;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    requestsPerSecond: Math.round(s.requests / (s.durationUs / 1e6)),
    p50Ms: ms(s.p50Us),
    p99Ms: ms(s.p99Us),
    errors: s.socketErrors + s.timeouts,
    non2xx: s.non2xx,
    // wrk counts every byte read, headers too, as autocannon does.
    bytesPerResponse: Math.round(s.bytes / total),
    requests: s.requests,
  };
}

export interface WrkOptions {
  connections: number;
  durationS: number;
  headers: Record<string, string>;
  cookies: readonly string[];
}

export async function measureWithWrk(url: string, { connections, durationS, headers, cookies }: WrkOptions): Promise<Throughput> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-wrk-'));
  try {
    const script = path.join(dir, 'figures.lua');
    fs.writeFileSync(script, wrkScript(cookies.length > 0));
    const args = ['-t1', `-c${connections}`, `-d${durationS}s`, '--timeout', '10s', '-s', script];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    args.push(url);
    if (cookies.length) {
      const list = path.join(dir, 'cookies.txt');
      fs.writeFileSync(list, `${cookies.join('\n')}\n`);
      args.push('--', list);
    }
    const { stdout } = await run(WRK, args, { maxBuffer: 1 << 20 });
    return throughputFromWrk(stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
