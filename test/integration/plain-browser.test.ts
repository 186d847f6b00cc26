/** The plain browser sends a form as Chromium builds it, keeps and drops cookies, and follows redirects. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlainBrowser } from '../support/plain-browser';

const FORM = `<!doctype html><form id="f" method="post" action="/sent">
  <input name="text" value="a &amp; b"><input name="off" value="x" disabled>
  <input type="checkbox" name="box" value="yes"><input type="checkbox" name="ticked" checked>
  <input type="radio" name="pick" value="one" checked><input type="radio" name="pick" value="two">
  <select name="choice"><option value="">–</option><option value="7" selected>seven</option><option value="8">eight</option></select>
  <fieldset disabled><input name="fenced" value="no"></fieldset>
  <textarea name="note">
line</textarea><input type="file" name="file">
  <button name="action" value="save">Save</button><button name="action" value="drop">Drop</button>
</form><input form="f" name="outside" value="o"><a id="next" href="/redirect">next</a>`;

const bodies: { url: string; body: string; headers: http.IncomingHttpHeaders }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += String(chunk)));
  req.on('end', () => {
    bodies.push({ url: req.url!, body, headers: req.headers });
    if (req.url === '/redirect') return void res.writeHead(303, { location: '/landed', 'set-cookie': ['sid=1; Path=/; HttpOnly', 'scoped=2; Path=/only'] }).end();
    if (req.url === '/forget') return void res.writeHead(200, { 'set-cookie': 'sid=; Max-Age=0; Path=/' }).end('<p>gone</p>');
    res.writeHead(200, { 'content-type': 'text/html' }).end(FORM);
  });
});
let origin = '';
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resolve();
})));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a form is sent with its enabled named controls, checked boxes, the chosen option and the pressed button', async () => {
  const browser = new PlainBrowser();
  const page = await browser.goto(`${origin}/`);
  await browser.submit(page, 'form', { box: true, pick: 'two' }, 'button[value=drop]');
  const sent = bodies.at(-1)!;
  expect(sent.url).toBe('/sent');
  expect([...new URLSearchParams(sent.body)]).toEqual([
    ['text', 'a & b'], ['box', 'yes'], ['ticked', 'on'], ['pick', 'two'], ['choice', '7'], ['note', 'line'], ['action', 'drop'], ['outside', 'o'],
  ]);
  // Chromium names the page's origin on a post, and sends fetch metadata to a trustworthy origin.
  expect(sent.headers).toMatchObject({ origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' });
});

test('what the HTML does not offer is refused: a missing field, an option the select lacks', async () => {
  const browser = new PlainBrowser();
  const page = await browser.goto(`${origin}/`);
  await expect(browser.submit(page, 'form', { nothere: 'x' })).rejects.toThrow('no field nothere');
  await expect(browser.submit(page, 'form', { choice: '9' })).rejects.toThrow('no option 9');
});

test('redirects are followed as a GET; cookies are kept by path and dropped when expired', async () => {
  const browser = new PlainBrowser();
  const landed = await browser.follow(await browser.goto(`${origin}/`), '#next');
  expect(landed.url.pathname).toBe('/landed');
  expect(browser.statuses).toEqual([200, 303, 200]);
  expect(bodies.at(-1)!.headers.cookie).toBe('sid=1');
  expect(browser.cookie(origin, 'scoped')).toBe('2');
  await browser.goto(`${origin}/forget`);
  expect(browser.cookie(origin, 'sid')).toBeUndefined();
});
