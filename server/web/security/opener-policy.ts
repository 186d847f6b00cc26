/**
 * Cross-Origin-Opener-Policy per page (docs/decisions/0123-opener-policy-per-page.md).
 * helmet sends `same-origin` on every answer. The pages with a known person's data keep it; the
 * public ones drop it, since it makes the first page opened from elsewhere wait for a renderer
 * process of its own, on the main thread a shopper's phone paints with.
 */
import type { Response } from 'express';
import type { PageName } from '../routes/table';

const OPENER_ISOLATED_PAGES: ReadonlySet<PageName> = new Set<PageName>(['Login', 'SavedVehicles', 'SaveVehicle', 'Checkout', 'Orders', 'Order']);

export function applyOpenerPolicy(res: Response, page: PageName): void {
  if (!OPENER_ISOLATED_PAGES.has(page)) res.removeHeader('Cross-Origin-Opener-Policy');
}
