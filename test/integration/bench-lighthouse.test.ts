/**
 * The benchmark's Lighthouse run (`npm run lighthouse`, the built scripts/lighthouse.ts, which runs
 * it as `npm run bench` does) against a real page on loopback, in Debian's Chromium: the browser it
 * measures in is started as Lighthouse's CLI starts it (chrome-launcher's flags, RenderDocument
 * off), the page's headers reach the server, and no browser is left behind. A child process: the
 * ESM-only lighthouse cannot be imported inside jest's module system.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = path.join(__dirname, '../../dist/scripts/lighthouse.js');

jest.setTimeout(120_000);

let server: http.Server;
let base: string;
const cookies: Array<string | undefined> = [];
/** The command line of each Chromium browser process (not its renderers) alive while the page was asked for. */
const browsers: string[][] = [];

function chromiumBrowsers(): string[][] {
  const found: string[][] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (/chromium|chrome/.test(args[0] ?? '') && !args.some((arg) => arg.startsWith('--type='))) found.push(args);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404).end();
      return;
    }
    cookies.push(req.headers.cookie);
    browsers.push(...chromiumBrowsers());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Warenkorb</title></head><body><h1>Warenkorb</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('one run: the figures of a page, its cookie sent, in a browser started as the CLI starts it', async () => {
  const { stdout } = await run(process.execPath, [script, `${base}/`, '--runs', '1', '--header', 'Cookie=sid=abc', '--json']);
  const figures = JSON.parse(stdout)[`${base}/`];
  expect(figures.errors).toEqual([]);
  expect(figures.runs).toBe(1);
  expect(figures.score).toBeGreaterThan(0);
  expect(figures.fcpMs).toBeGreaterThan(0);
  expect(figures.lcpMs).toBeGreaterThanOrEqual(figures.fcpMs);
  expect(figures.tbtRunsMs).toHaveLength(1);
  expect(figures.scriptTransferBytes).toBe(0);
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((cookie) => cookie === 'sid=abc')).toBe(true);
  // The browser that loaded the page: chrome-launcher's flags, RenderDocument off, headless.
  // chrome-launcher's own profile folder (lighthouse.XXXX) tells its browser from those other files run meanwhile.
  const measuring = browsers.filter((args) => args.includes('--headless') && args.some((arg) => /^--user-data-dir=.*\/lighthouse\./.test(arg)));
  expect(measuring.length).toBeGreaterThan(0);
  for (const args of measuring) {
    expect(args.find((arg) => arg.startsWith('--disable-features='))?.split('=')[1]?.split(',')).toContain('RenderDocument');
    expect(args).not.toContain('--enable-automation');
  }
  // Each run's browser is gone once its figures are in (known by its own profile folder).
  const profiles = new Set(measuring.map((args) => args.find((arg) => arg.startsWith('--user-data-dir='))));
  expect(profiles.size).toBeGreaterThan(0);
  expect(chromiumBrowsers().filter((args) => profiles.has(args.find((arg) => arg.startsWith('--user-data-dir='))))).toEqual([]);
});
