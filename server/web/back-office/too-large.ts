/** What the back-office areas' too-large pages need: sizes in the reader's language, and the way back. */
import type { Request } from 'express';

/** Kilobytes, rounded up, written as the language writes numbers. */
export const kilobytes = (bytes: number, lang: string): string => Math.ceil(bytes / 1024).toLocaleString(lang);

/** The page the form was sent from (same host, inside the area), else the area's start. */
export function formPageOf(req: Request, prefix: string, start: string): string {
  try {
    const from = new URL(req.get('referer') ?? '');
    if (from.host === req.get('host') && (from.pathname === prefix || from.pathname.startsWith(`${prefix}/`))) return from.pathname + from.search;
  } catch {
    // No readable Referer: the start.
  }
  return start;
}
