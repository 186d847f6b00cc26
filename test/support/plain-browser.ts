/**
 * A browser with JavaScript off, over plain HTTP: it follows links and submits forms, nothing more,
 * which is all such a browser does. It keeps its cookies, follows redirects, and sends a form's
 * fields as Chromium builds them from the HTML (the named controls that are not disabled, checked
 * boxes only, a select's chosen option, the pressed button's name and value), with the headers
 * Chromium adds to a navigation (Origin on a post; Sec-Fetch-* only to a trustworthy origin).
 */
import http from 'node:http';
import { parse, type HTMLElement } from 'node-html-parser';

export interface PlainPage {
  url: URL;
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
  document: HTMLElement;
  /** The first element the selector finds; throws when there is none, as a click on it would fail. */
  one(selector: string): HTMLElement;
  all(selector: string): HTMLElement[];
  /** What the element shows: its text, entities decoded. */
  text(selector: string): string;
}

interface Cookie { value: string; path: string }

export interface PlainBrowserOptions {
  /** Host names mapped to the address to connect to, as Chromium's --host-resolver-rules do. */
  hosts?: Record<string, string>;
}

/** The values a form's controls hold now: filled in by `fill`, else as the HTML sets them. */
type Fields = Record<string, string | boolean>;

const TRUSTWORTHY = new Set(['localhost', '127.0.0.1', '[::1]']);

export class PlainBrowser {
  /** Every document answer's status in order, redirects included: what a browser's network log shows. */
  readonly statuses: number[] = [];
  private readonly jar = new Map<string, Map<string, Cookie>>();

  constructor(private readonly options: PlainBrowserOptions = {}) {}

  /** The cookie's value for the host, as the browser keeps it (undefined when not set or removed). */
  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(new URL(origin).host)?.get(name)?.value;
  }

  setCookie(origin: string, name: string, value: string): void {
    this.cookiesOf(new URL(origin).host).set(name, { value, path: '/' });
  }

  deleteCookie(origin: string, name: string): void {
    this.jar.get(new URL(origin).host)?.delete(name);
  }

  /** A typed address: no Origin, no referrer. */
  goto(url: string | URL): Promise<PlainPage> {
    return this.navigate('GET', new URL(url), undefined, undefined);
  }

  /** Follows the link the selector finds on the page. */
  async follow(page: PlainPage, selector: string): Promise<PlainPage> {
    const href = page.one(selector).getAttribute('href');
    if (href === undefined) throw new Error(`${selector} has no href`);
    return this.navigate('GET', new URL(href, page.url), undefined, page.url);
  }

  /**
   * Submits the form the selector finds, with `fields` (by name, or `#id`) filled in first (a select only takes a value
   * one of its options has; a checkbox or radio takes true/false or the value to check), pressed by
   * `button` (a selector inside the form; by default its first submit button).
   */
  async submit(page: PlainPage, formSelector: string, fields: Fields = {}, button?: string): Promise<PlainPage> {
    const form = page.one(formSelector);
    if (form.tagName !== 'FORM') throw new Error(`${formSelector} is a ${form.tagName}, not a form`);
    const submitter = button === undefined
      ? form.querySelectorAll('button, input[type=submit], input[type=image]').find((b) => (b.tagName === 'BUTTON' ? (b.getAttribute('type') ?? 'submit') === 'submit' : true))
      : form.querySelector(button) ?? undefined;
    if (!submitter && button !== undefined) throw new Error(`no ${button} in ${formSelector}`);
    return this.send(page, form, fields, submitter);
  }

  /** Presses the submit button the selector finds on the page: its form is sent, with `fields` filled in first. */
  async press(page: PlainPage, button: string, fields: Fields = {}): Promise<PlainPage> {
    const submitter = page.one(button);
    const owner = submitter.getAttribute('form');
    const form = owner ? page.document.querySelector(`form[id="${owner}"]`) : submitter.closest('form');
    if (!form) throw new Error(`${button} is in no form`);
    return this.send(page, form, fields, submitter);
  }

  private send(page: PlainPage, form: HTMLElement, fields: Fields, submitter: HTMLElement | undefined): Promise<PlainPage> {
    const formSelector = form.getAttribute('action') ?? 'the form';
    if (submitter?.hasAttribute('disabled')) throw new Error(`the pressed button of ${formSelector} is disabled`);
    // A field may be named by its control's id (`#password`), as a label points at it.
    const named = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.startsWith('#') ? page.one(key).getAttribute('name') ?? key : key, value]));
    const entries = formEntries(page.document, form, named, submitter);
    const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toUpperCase();
    const action = new URL(submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '', page.url);
    const enctype = submitter?.getAttribute('formenctype') ?? form.getAttribute('enctype') ?? 'application/x-www-form-urlencoded';
    if (enctype !== 'application/x-www-form-urlencoded') throw new Error(`${formSelector}: ${enctype} is not sent by this browser`);
    const encoded = new URLSearchParams(entries).toString();
    if (method === 'GET') {
      action.search = encoded;
      action.hash = '';
      return this.navigate('GET', action, undefined, page.url);
    }
    return this.navigate('POST', action, encoded, page.url);
  }

  /**
   * What a page's script would fetch from its own origin, with the browser's cookies: for a test's
   * set-up (a cart filled through the API), never for the flow under test, which has no script.
   */
  async api<T>(method: 'GET' | 'POST', url: string, json?: unknown): Promise<{ status: number; body: T }> {
    const target = new URL(url);
    const body = json === undefined ? undefined : JSON.stringify(json);
    const answer = await this.request(method, target, body, target, { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-user': '', accept: 'application/json', origin: target.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) });
    return { status: answer.status, body: JSON.parse(answer.body) as T };
  }

  private cookiesOf(host: string): Map<string, Cookie> {
    let cookies = this.jar.get(host);
    if (!cookies) this.jar.set(host, (cookies = new Map()));
    return cookies;
  }

  private async navigate(method: string, url: URL, body: string | undefined, from: URL | undefined): Promise<PlainPage> {
    for (let hops = 0; hops < 20; hops++) {
      const answer = await this.request(method, url, body, from);
      this.statuses.push(answer.status);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && location) {
        // 307 and 308 keep the method and body; the others turn into a GET, as in a browser.
        if (answer.status !== 307 && answer.status !== 308) {
          method = 'GET';
          body = undefined;
        }
        url = new URL(location, url);
        continue;
      }
      return pageOf(url, answer.status, answer.headers, answer.body);
    }
    throw new Error(`too many redirects at ${url.href}`);
  }

  private request(method: string, url: URL, body: string | undefined, from: URL | undefined, overrides: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    const headers: Record<string, string> = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-language': 'en-US,en;q=0.9',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) plain-browser',
    };
    const cookies = [...(this.jar.get(url.host) ?? new Map<string, Cookie>()).entries()]
      .filter(([, cookie]) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (from) headers.referer = from.href;
    if (method !== 'GET' && from) headers.origin = from.origin;
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    // Chromium sends the fetch metadata only to a potentially trustworthy origin.
    if (url.protocol === 'https:' || TRUSTWORTHY.has(url.hostname)) {
      headers['sec-fetch-site'] = !from ? 'none' : from.origin === url.origin ? 'same-origin' : 'cross-site';
      headers['sec-fetch-mode'] = 'navigate';
      headers['sec-fetch-dest'] = 'document';
      headers['sec-fetch-user'] = '?1';
    }
    for (const [name, value] of Object.entries(overrides)) {
      if (value === '') delete headers[name];
      else if (name in headers || !name.startsWith('sec-fetch-')) headers[name] = value;
    }
    if (method === 'POST' && !body) headers['content-length'] = '0';
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: this.options.hosts?.[url.hostname] ?? url.hostname,
        port: url.port || 80,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { ...headers, host: url.host },
        // A connection of its own for each request: nothing is left open when the file's server closes.
        agent: false,
      }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          this.keep(url, response.headers['set-cookie'] ?? []);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  private keep(url: URL, lines: string[]): void {
    const cookies = this.cookiesOf(url.host);
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      if ((maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now())) cookies.delete(name);
      else cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }
}

function pageOf(url: URL, status: number, headers: http.IncomingHttpHeaders, html: string): PlainPage {
  const document = parse(html, { comment: false });
  const one = (selector: string) => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`no ${selector} on ${url.pathname}${url.search}`);
    return found;
  };
  return { url, status, headers, html, document, one, all: (selector) => document.querySelectorAll(selector), text: (selector) => one(selector).text };
}

function disabled(control: HTMLElement, form: HTMLElement): boolean {
  if (control.hasAttribute('disabled')) return true;
  // A disabled fieldset disables its controls, except those in its first legend.
  for (let parent = control.parentNode; parent && parent !== form; parent = parent.parentNode) {
    if (parent.tagName === 'FIELDSET' && parent.hasAttribute('disabled')) return true;
  }
  return false;
}

/** The form's entry list in tree order, after applying `fields` (each must name a control of the form). */
function formEntries(document: HTMLElement, form: HTMLElement, fields: Fields, submitter: HTMLElement | undefined): [string, string][] {
  const id = form.getAttribute('id');
  const controls = [
    ...form.querySelectorAll('input, select, textarea, button'),
    ...(id ? document.querySelectorAll(`[form="${id}"]`) : []),
  ].filter((control) => control.getAttribute('form') === undefined || control.getAttribute('form') === id);
  const unused = new Set(Object.keys(fields));
  const entries: [string, string][] = [];
  for (const control of controls) {
    const name = control.getAttribute('name');
    if (!name) continue;
    const given = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const tag = control.tagName;
    const type = (control.getAttribute('type') ?? (tag === 'BUTTON' ? 'submit' : 'text')).toLowerCase();
    if (tag === 'BUTTON' || ['submit', 'image', 'reset', 'button'].includes(type)) {
      if (control === submitter) entries.push([name, control.getAttribute('value') ?? '']);
      continue;
    }
    if (given !== undefined) unused.delete(name);
    if (disabled(control, form) || type === 'file') continue;
    if (tag === 'SELECT') {
      const options = control.querySelectorAll('option').filter((o) => !o.hasAttribute('disabled'));
      const valueOf = (option: HTMLElement) => option.getAttribute('value') ?? option.text.trim();
      if (given !== undefined) {
        const chosen = options.find((option) => valueOf(option) === String(given));
        if (!chosen) throw new Error(`select ${name} has no option ${String(given)}`);
        entries.push([name, valueOf(chosen)]);
      } else {
        const chosen = options.filter((option) => option.hasAttribute('selected'));
        if (control.hasAttribute('multiple')) for (const option of chosen) entries.push([name, valueOf(option)]);
        else if (chosen.length > 0 || options.length > 0) entries.push([name, valueOf(chosen.at(-1) ?? options[0]!)]);
      }
      continue;
    }
    if (type === 'checkbox' || type === 'radio') {
      const value = control.getAttribute('value') ?? 'on';
      const checked = given === undefined ? control.hasAttribute('checked') : given === true || given === value;
      if (checked) entries.push([name, value]);
      continue;
    }
    const text = tag === 'TEXTAREA' ? control.text.replace(/^\n/, '') : control.getAttribute('value') ?? '';
    entries.push([name, given === undefined ? text : String(given)]);
  }
  if (unused.size > 0) throw new Error(`the form has no field ${[...unused].join(', ')}`);
  return entries;
}

