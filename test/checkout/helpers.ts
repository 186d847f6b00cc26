/** Shopper and shop steps over real HTTP for the checkout tests (forms as a browser without JavaScript posts them). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { projectRoot } from '../../server/shared/paths';

export type Agent = ReturnType<typeof request.agent>;

export const SHOPPER = {
  name: 'Henrike Quellenberg', street: 'Lindwurmgasse 23', zip: '80337', city: 'München', email: 'henrike.quellenberg@example.org', phone: '+49 171 5550123',
};

export function shopperAgent(origin: string): Agent {
  return request.agent(origin);
}

/** Fills the cart through the cart page's plain form. */
export async function addToCart(agent: Agent, origin: string, cartPath: string, offerIds: number[]): Promise<void> {
  for (const offerId of offerIds) {
    await agent.post(cartPath).set('origin', origin).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' }).expect(303);
  }
}

/** The hidden and chosen fields of the checkout form as the page rendered it. */
export function formOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input([^>]*)>/g)) {
    const attributes = match[1]!;
    const name = /name="([^"]+)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const type = /type="([^"]+)"/.exec(attributes)?.[1] ?? 'text';
    if (!name) continue;
    if ((type === 'radio' || type === 'checkbox') && !/checked/.test(attributes)) continue;
    fields[name] = value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  return fields;
}

/** The order page's first article review form, up to its end (the page's other forms follow it). */
export function reviewFormOf(html: string): string {
  const start = html.indexOf('class="review-form"');
  return html.slice(start, html.indexOf('</form>', start));
}

/** A complete checkout form: the page's hidden fields, the shopper's data, every shop's terms accepted. */
export function filledForm(html: string, overrides: Record<string, string> = {}): Record<string, string> {
  const fields = formOf(html);
  const form: Record<string, string> = { ...fields, ...SHOPPER };
  for (const shopId of (fields.shops ?? '').split(',').filter(Boolean)) {
    form[`accept-${shopId}`] = '1';
    form[`payment-${shopId}`] = 'prepayment';
  }
  return { ...form, ...overrides };
}

export function orderNumberOf(location: string): string {
  const match = /\/(SP-\d{6}-[2-9A-Z]{6})\?/.exec(location);
  if (!match) throw new Error(`no order number in ${location}`);
  return match[1]!;
}

export const OPENTRANS_XSD = path.join(projectRoot, 'test', 'fixtures', 'opentrans', 'opentrans_2_1_order_subset.xsd');

/** Validates an XML document against the openTRANS 2.1 ORDER schema with xmllint; returns xmllint's complaints or ''. */
export function validateOpenTrans(xml: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'opentrans-')), 'order.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', OPENTRANS_XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
