/** What the back offices' browser tests share: where a screenshot goes, and a staff member signed in. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../../server/shared/paths';
import { staffCookie, type TestStaff } from '../../support/staff';

/** artifacts/screenshots, or SHOTS_DIR to keep a walk's shots apart. */
export function screenshotPath(name: string): string {
  const dir = process.env.SHOTS_DIR ?? path.join(projectRoot, 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** The page carries the member's signed session cookie for the origin. */
export async function signIn(page: Page, origin: string, who: TestStaff, secret?: string): Promise<void> {
  const cookie = staffCookie(who.token, secret);
  const at = cookie.indexOf('=');
  await page.setCookie({ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: origin });
}
