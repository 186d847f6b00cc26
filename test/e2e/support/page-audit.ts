/**
 * What the page checks ask of one loaded page: axe (every violation, whatever its impact),
 * html-validate with the project's .htmlvalidate.json (recommended and WAI-ARIA rules) on the served
 * HTML and on the hydrated document, the Nu checker's rules html-validate has no rule for, and
 * whether anything scrolls sideways.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../../server/shared/paths';
import { untilAtRest } from '../../../scripts/shots/at-rest';

const AXE = fs.readFileSync(path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const validator = new HtmlValidate(new FileSystemConfigLoader());
/** A file name inside the project, so the validator finds .htmlvalidate.json. */
const CONFIG_ANCHOR = path.join(projectRoot, 'page.html');

export async function axeViolations(page: Page): Promise<string[]> {
  // axe comes from node_modules, evaluated through DevTools, so the page's CSP does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const result = await (window as unknown as { axe: { run: (options: object) => Promise<Result> } }).axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => `axe ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** `hydrated`: a document serialized by the browser, checked with html-validate's browser preset (scripts set inline styles). */
export async function htmlValidateErrors(html: string, hydrated = false): Promise<string[]> {
  const report = hydrated
    ? await validator.validateString(html, CONFIG_ANCHOR, { extends: ['html-validate:browser'] })
    : await validator.validateString(html, CONFIG_ANCHOR);
  return report.results.flatMap((result) => result.messages.map((m) => `html-validate ${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`));
}

export async function hydratedDocument(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}

/** The Nu checker's errors that html-validate does not look for. */
export async function nuOnlyErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const errors: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`;
    for (const input of document.querySelectorAll('input[type=search][role]')) errors.push(`nu: role=${input.getAttribute('role')} not allowed on input type=search: ${describe(input)}`);
    for (const input of document.querySelectorAll('input[aria-expanded]:not([role=combobox])')) errors.push(`nu: aria-expanded not allowed: ${describe(input)}`);
    // html-validate lets the header's menu start at h2 (.htmlvalidate.json): the page's one h1 opens main.
    const h1 = document.querySelectorAll('h1');
    if (h1.length !== 1 || !h1[0]!.closest('main')) errors.push(`headings: ${h1.length} h1, expected one inside main`);
    for (const select of document.querySelectorAll<HTMLSelectElement>('select[required]:not([multiple])')) {
      if (select.size > 1) continue;
      const option = select.querySelector('option');
      if (option && option.getAttribute('value') !== '' && option.textContent !== '') errors.push(`nu: required select without an empty first option: ${describe(select)}`);
    }
    return errors;
  });
}

/** Elements reaching past the right edge, when the page is wider than the viewport. */
export async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > limit + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el, _, all) => ![...el.children].some((child) => all.includes(child)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}px`);
    return `scrollWidth ${document.documentElement.scrollWidth}: ${wide.join(', ')}`;
  });
}

/**
 * Text in the layers that open over the page (suggestions, panels, menus, dialogs) against the
 * background it is painted on, by WCAG's contrast formula. axe leaves such text "incomplete" (it
 * cannot tell what lies beneath an overlay), so a white-on-white list passes it.
 */
export async function overlayContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const backgroundOf = (el: Element | null): number[] => {
      for (; el; el = el.parentElement) {
        const color = rgba(getComputedStyle(el).backgroundColor);
        if ((color[3] ?? 1) > 0) return color;
      }
      return [255, 255, 255, 1];
    };
    const problems: string[] = [];
    const layers = document.querySelectorAll('[role=listbox]:not([hidden]), .vehicle-panel-body:not([hidden]), .nav-overlay, [role=dialog], .reviews');
    for (const layer of layers) {
      if ((layer as HTMLElement).offsetParent === null && getComputedStyle(layer).position !== 'fixed') continue;
      for (const el of [layer, ...layer.querySelectorAll('*')]) {
        const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent!.trim()).join('');
        const box = el.getBoundingClientRect();
        if (!text || box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(el);
        const fore = luminance(rgba(style.color));
        const back = luminance(backgroundOf(el));
        const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) problems.push(`contrast ${ratio.toFixed(2)}:1 of "${text.slice(0, 30)}" (${style.color} on ${getComputedStyle(el).backgroundColor})`);
      }
    }
    return problems;
  });
}

/**
 * Wakes what the shopper's first steps wake and waits for exactly that (scripts/shots/at-rest.ts):
 * the search box hydrated (focused), then, scrolled to the bottom, every island that wakes at load,
 * when idle or in view hydrated (or failed), with `prefetched` the loader's prefetch links in place
 * too (they come 1.5 s after the first paint at the earliest), and no request of the page still
 * open. The islands that wait for use stay asleep, as they do for the shopper.
 */
export async function wakeIslands(page: Page, { prefetched = true } = {}): Promise<void> {
  await untilAtRest(page, async () => {
    const search = await page.$('spareo-island[data-name="SearchBox"] input');
    if (search) {
      await search.focus();
      await page.waitForSelector('spareo-island[data-name="SearchBox"][data-hydrated]', { timeout: 15_000 });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  }, { prefetched });
  await page.evaluate(() => window.scrollTo(0, 0));
}
