/**
 * The portal's calls about the shop's account rather than its goods: the member's sign-in and
 * sign-out (both written to the audit log), the shop's own feed URL fetched on a schedule, and the
 * shop's audit log. Changing the feed URL and reading the log are the owner's.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { portalMember } from './portal';
import { auditEntry } from './staff';

/** The audit log's actor of a member signed in with the shop's API key rather than a staff account. */
export const SHOP_KEY_ACTOR = 'shop-api-key';

export const FEED_FREQUENCY = z.enum(['hours', 'daily'], { error: 'every few hours or daily' });

export const feedSource = z.object({
  url: z.string(),
  frequency: FEED_FREQUENCY,
  everyHours: z.number().nullable(),
  dailyHour: z.number().nullable(),
  nextFetchAt: z.string(),
  lastFetchedAt: z.string().nullable(),
  lastImportId: z.number().nullable(),
  lastError: z.string().nullable(),
  /** Basic auth: the user name, and whether a password is kept (it is never shown back). */
  username: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type FeedSourceView = z.infer<typeof feedSource>;

const feedUrl = z.string().trim().min(1, 'required').max(2000, 'at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'a link that starts with https:// or http://' }))
  .refine((url) => !/^https?:\/\/[^/]*@/i.test(url), 'a link without a user name or password');

/** Save: the URL and how often (every 1 to 168 hours, or daily at an hour of German time); clear: no scheduled fetch any more. */
export const feedSourceChange = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('save'), url: feedUrl, frequency: FEED_FREQUENCY,
    everyHours: z.coerce.number({ error: 'expected hours' }).int('whole hours').min(1, 'at least 1 hour').max(168, 'at most 168 hours (a week)'),
    dailyHour: z.coerce.number({ error: 'expected an hour' }).int('a whole hour').min(0, '0 to 23').max(23, '0 to 23'),
    /** Basic auth of the URL: empty user, none. An empty password keeps the one stored (for the same address). */
    username: z.string().trim().max(200, 'at most 200 characters').refine((name) => !name.includes(':'), 'a user name without a colon').optional().default(''),
    password: z.string().max(500, 'at most 500 characters').optional().default(''),
  }),
  z.object({ action: z.literal('clear') }),
], { error: 'save or clear' });
export type FeedSourceChange = z.input<typeof feedSourceChange>;

const noMember = () => ({ shopId: 0, shopName: '', shopSlug: '', role: 'shop_staff' as const, locale: 'de-DE', staffId: null });

export const portalAccountCalls = {
  /** Signs in with the credentials of the call (the shop's key or a staff session): the member, written to the log; 401 without. */
  'POST /portal/sign-in': defineCall({ method: 'POST', path: '/portal/sign-in', answer: portalMember, fallback: noMember }),
  /** Ends the member's staff session (a key needs no ending) and writes the sign-out to the log. */
  'POST /portal/sign-out': defineCall({ method: 'POST', path: '/portal/sign-out', answer: z.object({ success: z.boolean() }), fallback: () => ({ success: false }) }),
  /** The shop's feed URL and schedule, and how its last fetch went (null: none set). */
  'GET /portal/feed-source': defineCall({
    method: 'GET', path: '/portal/feed-source',
    answer: z.object({ source: feedSource.nullable() }),
    fallback: () => ({ source: null }),
  }),
  /** Sets or clears the feed URL (the owner's; 403 for staff). */
  'POST /portal/feed-source': defineCall({
    method: 'POST', path: '/portal/feed-source',
    body: feedSourceChange,
    answer: z.object({ source: feedSource.nullable() }),
    fallback: () => ({ source: null }),
  }),
  /** What the shop's members did, newest first (the owner's; 403 for staff). */
  'GET /portal/log': defineCall({
    method: 'GET', path: '/portal/log',
    answer: z.object({ entries: z.array(auditEntry) }),
    fallback: () => ({ entries: [] }),
  }),
} as const;
