/**
 * The document around a page (<head>, the inline CSS's place, the island scripts) depends on the
 * edition, the head, the islands the page rendered and whether it embeds state, never on the
 * visitor. It is rendered once per kind of page and joined per response: the head's own texts
 * (title, description, canonical and alternate addresses, the preloaded image, the JSON-LD) differ
 * on every article, so they are slots like the state. A first-time article page would otherwise
 * render the document and react-helmet-async again only for its title and addresses.
 *
 * The key holds what decides the markup's shape: the edition, which head fields are there, the
 * alternates' languages, noindex, how many JSON-LD scripts, the islands, the behaviours and whether
 * state is embedded. A new shape is checked once: filled with awkward values (every character HTML
 * escapes, a script's end in JSON), it must give exactly the markup React gives for them, or that
 * shape is rendered per response.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { ShopContext, type ShopContextValue } from '../../../views/context';
import { Document, type HeadData } from '../../../views/Document';
import { IslandCollectorContext, type IslandCollector } from '../../../views/render/collector';
import { serializeForScript } from '../../../views/serialize';
import type { ClientManifest } from './assets';

/** Text React never writes by itself: where the inline CSS, the body and the state go. */
const CSS_SLOT = `spareo-css-${crypto.randomBytes(8).toString('hex')}`;
const BODY_SLOT = `spareo-body-${crypto.randomBytes(8).toString('hex')}`;
const STATE_MARK = `spareo-state-${crypto.randomBytes(8).toString('hex')}`;

/** A head value filled in per response: a text or attribute (escaped as React escapes) or a JSON-LD script's JSON. */
type HeadSlot = { kind: 'text'; index: number } | { kind: 'json'; index: number } | { kind: 'state' };
type Template = ReadonlyArray<string | HeadSlot>;

/** The document with slots: before the CSS, before the body, after it. */
interface DocumentShell {
  beforeCss: Template;
  beforeBody: Template;
  afterBody: Template;
}

/** A page's document for one response: the text before the CSS, before the body and after it. */
export interface FilledDocument {
  beforeCss: string;
  beforeBody: string;
  afterBody: string;
}

/** Per manifest (a rebuilt client in development is a new one): one shell per kind of page, or per head where the shape is not a template. */
const shells = new WeakMap<ClientManifest, LRUCache<string, DocumentShell | typeof PER_RESPONSE>>();
const PER_RESPONSE = 'per response';

function shellsFor(manifest: ClientManifest): LRUCache<string, DocumentShell | typeof PER_RESPONSE> {
  let cache = shells.get(manifest);
  if (!cache) shells.set(manifest, (cache = new LRUCache<string, DocumentShell | typeof PER_RESPONSE>({ max: 500 })));
  return cache;
}

export interface DocumentInput {
  shop: ShopContextValue;
  head: HeadData;
  /** The page's collector once the body has rendered: the document links exactly its islands' chunks. */
  collector: IslandCollector;
  withState: boolean;
  manifest: ClientManifest;
}

/** The head's values in slot order: texts, then the JSON-LD objects. */
interface HeadValues {
  texts: string[];
  json: object[];
}

/** The head with each value replaced by `text(i)` and `json(i)`, and the values it had, in the same order. */
function mapHead(head: HeadData, text: (index: number) => string, json: (index: number) => object): { head: HeadData; values: HeadValues } {
  const texts: string[] = [];
  const slot = (value: string) => text(texts.push(value) - 1);
  const mapped: HeadData = { ...head, title: slot(head.title) };
  if (head.description) mapped.description = slot(head.description);
  if (head.canonical) mapped.canonical = slot(head.canonical);
  if (head.alternates) mapped.alternates = Object.fromEntries(Object.entries(head.alternates).map(([language, href]) => [language, slot(href)]));
  if (head.preloadImage) {
    const { type, srcSet, sizes, media } = head.preloadImage;
    mapped.preloadImage = { type: slot(type), srcSet: slot(srcSet), sizes: slot(sizes), media: slot(media) };
  }
  if (head.jsonLd) mapped.jsonLd = head.jsonLd.map((_, index) => json(index));
  return { head: mapped, values: { texts, json: head.jsonLd ?? [] } };
}

function keyOf({ shop, head, collector, withState }: DocumentInput): string {
  const shape = [
    head.description ? 'd' : '',
    head.canonical ? 'c' : '',
    head.noindex ? 'n' : '',
    head.preloadImage ? 'p' : '',
    head.jsonLd?.length ?? '-',
    head.alternates ? Object.keys(head.alternates).join(',') : '-',
  ].join('|');
  return [shop.locale, shape, JSON.stringify([...collector.rendered]), [...collector.behaviours].join(','), withState].join('\n');
}

function renderHtml({ shop, head, collector, withState, manifest }: DocumentInput, css: string, body: string, state: unknown): string {
  return renderToString(
    <HelmetProvider>
      <IslandCollectorContext.Provider value={collector}>
        <ShopContext.Provider value={shop}>
          <Document lang={shop.locale} head={head} css={css} state={withState ? state : undefined} manifest={manifest}>
            {body}
          </Document>
        </ShopContext.Provider>
      </IslandCollectorContext.Provider>
    </HelmetProvider>,
  );
}

/** React's escaping of text and attribute values. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A control character around a slot's name: React writes it as it is, JSON as \u0001. */
const MARK = '\u0001';
const textMark = (index: number) => `${MARK}spareo-head-${index}${MARK}`;
const jsonMark = (index: number) => ({ [`${MARK}spareo-ld`]: index });

const noText = () => '';
const noJson = () => ({});

/** Markup cut at each slot's mark into text and slots. */
function template(html: string, marks: ReadonlyArray<{ written: string; slot: HeadSlot }>): Template {
  const found: Array<{ at: number; length: number; slot: HeadSlot }> = [];
  for (const { written, slot } of marks) {
    for (let at = html.indexOf(written); at >= 0; at = html.indexOf(written, at + written.length)) found.push({ at, length: written.length, slot });
  }
  found.sort((a, b) => a.at - b.at);
  const parts: Array<string | HeadSlot> = [];
  let from = 0;
  for (const { at, length, slot } of found) {
    parts.push(html.slice(from, at), slot);
    from = at + length;
  }
  parts.push(html.slice(from));
  return parts;
}

function fill(parts: Template, values: HeadValues, stateJson: string): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if (part.kind === 'text') text += escapeHtml(values.texts[part.index]!);
    else if (part.kind === 'json') text += serializeForScript(values.json[part.index]);
    else text += stateJson;
  }
  return text;
}

/** The document cut at the CSS and body slots, with the DOCTYPE in front. */
function cut(html: string): { beforeCss: string; beforeBody: string; afterBody: string } {
  const css = html.indexOf(CSS_SLOT);
  const body = html.indexOf(BODY_SLOT);
  if (css < 0 || body < 0) throw new Error('document rendered without its CSS or body slot');
  return {
    beforeCss: `<!DOCTYPE html>${html.slice(0, css)}`,
    beforeBody: html.slice(css + CSS_SLOT.length, body),
    // React separates the slot's text from a following text node with an empty comment: not ours to keep.
    afterBody: html.slice(body + BODY_SLOT.length).replace(/^<!-- -->/, ''),
  };
}

/** The state was serialised as a JSON string: its quotes go with the mark. */
const STATE = { written: JSON.stringify(STATE_MARK), slot: { kind: 'state' } as const };

function shellOf(html: string, marks: ReadonlyArray<{ written: string; slot: HeadSlot }>): DocumentShell {
  const parts = cut(html);
  return { beforeCss: template(parts.beforeCss, marks), beforeBody: template(parts.beforeBody, marks), afterBody: template(parts.afterBody, marks) };
}

/** The shell of a kind of page: every head value a slot. */
function renderShell(input: DocumentInput): DocumentShell {
  const { head, values } = mapHead(input.head, textMark, jsonMark);
  const marks = [
    ...values.texts.map((_, index) => ({ written: textMark(index), slot: { kind: 'text', index } as const })),
    ...values.json.map((_, index) => ({ written: serializeForScript(jsonMark(index)), slot: { kind: 'json', index } as const })),
    STATE,
  ];
  return shellOf(renderHtml({ ...input, head }, CSS_SLOT, BODY_SLOT, STATE_MARK), marks);
}

/** The shell of this response's own head: only the state a slot. */
const renderOwnShell = (input: DocumentInput): DocumentShell => shellOf(renderHtml(input, CSS_SLOT, BODY_SLOT, STATE_MARK), [STATE]);

/** Values no escaping leaves alone: each of React's escaped characters, a script's end, a line separator. */
const AWKWARD = `&<>"' </script><!-- \u2028`;
const awkwardText = (index: number) => `${AWKWARD}${index}`;
const awkwardJson = (index: number) => ({ text: `${AWKWARD}${index}` });

/** Whether the shell, filled with awkward values, is exactly what React renders for them. */
function fillsLikeReact(shell: DocumentShell, input: DocumentInput): boolean {
  const { head } = mapHead(input.head, awkwardText, awkwardJson);
  const { values } = mapHead(head, noText, noJson);
  const state = input.withState ? { probe: AWKWARD } : undefined;
  const expected = cut(renderHtml({ ...input, head }, CSS_SLOT, BODY_SLOT, state));
  const stateJson = state === undefined ? '' : serializeForScript(state);
  return expected.beforeCss === fill(shell.beforeCss, values, stateJson)
    && expected.beforeBody === fill(shell.beforeBody, values, stateJson)
    && expected.afterBody === fill(shell.afterBody, values, stateJson);
}

/** The document for this response, from the cache when a page of the same shape rendered before. */
export function fillDocument(input: DocumentInput, stateJson: string): FilledDocument {
  const cache = shellsFor(input.manifest);
  const key = keyOf(input);
  let shell = cache.get(key);
  if (shell === undefined) {
    const made = renderShell(input);
    shell = fillsLikeReact(made, input) ? made : PER_RESPONSE;
    cache.set(key, shell);
  }
  if (shell === PER_RESPONSE) shell = renderOwnShell(input);
  const { values } = mapHead(input.head, noText, noJson);
  return { beforeCss: fill(shell.beforeCss, values, stateJson), beforeBody: fill(shell.beforeBody, values, stateJson), afterBody: fill(shell.afterBody, values, stateJson) };
}
