/**
 * The people behind the shop: staff accounts (customer service, the operator, a shop's members),
 * invitations, the sign-in in two steps (password, then the code of the second factor) and the
 * audit log. Every call but the sign-in's first step and the invitation's carries the staff
 * session header; the web tier keeps that session in a signed cookie of its own.
 */
import * as z from 'zod';
import { LOCALES } from '../../locales/editions';
import { defineCall } from '../call';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './commerce';

export const STAFF_ROLES = ['support', 'operator', 'shop_owner', 'shop_staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The roles that belong to one shop. */
export const SHOP_ROLES: readonly StaffRole[] = ['shop_owner', 'shop_staff'];


const email = z.string({ error: 'expected an e-mail address' }).trim().toLowerCase().max(254, 'too long').pipe(z.email({ error: 'expected an e-mail address' }));
// The rules of the shoppers' accounts (length here; a commonly used password is refused by the marketplace).
const password = z.string({ error: 'expected a password' }).min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH, 'too long');
/** Six digits of the authenticator app; spaces as some apps show them are allowed. */
const code = z.string({ error: 'expected a code' }).transform((text) => text.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/, 'expected the six digits of the code'));

export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  locale: z.enum(LOCALES),
  role: z.enum(STAFF_ROLES),
  shopId: z.number().nullable(),
  shopName: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const invitationBody = z.object({
  email,
  name: z.string({ error: 'expected a name' }).trim().min(1, 'required').max(100, 'too long'),
  locale: z.enum(LOCALES, { error: 'expected one of the six editions' }),
  role: z.enum(STAFF_ROLES, { error: 'expected a role' }),
  shopId: z.coerce.number().int().positive().optional(),
  /** The page the invitation link opens, without its token: given, the marketplace mails the link to the invited address. */
  invitationPage: z.url({ protocol: /^https?$/, error: 'expected an http(s) address' }).max(300, 'too long').optional(),
});

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  orderNumber: z.string().nullable(),
  shopId: z.number().nullable(),
  detail: z.string().nullable(),
  /** The staff member's and the shop's names, where they are known. */
  staffName: z.string().nullable().optional(),
  shopName: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const isoInstant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, 'expected an ISO instant');

export const auditPageAnswer = z.object({
  entries: z.array(auditEntry),
  total: z.number().optional(),
  page: z.number().optional(),
  pageSize: z.number().optional(),
  /** Whom and which actions the filter offers. */
  people: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
  actions: z.array(z.string()).optional(),
});
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;

const sessionAnswer = z.object({ token: z.string() });

export const staffCalls = {
  /** First step: the password. Answers the session of the second step (the code is still due). */
  'POST /staff/sign-in': defineCall({
    method: 'POST', path: '/staff/sign-in',
    body: z.object({ email, password: z.string({ error: 'expected a password' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too long') }),
    answer: sessionAnswer,
    fallback: () => ({ token: '' }),
  }),
  /** Second step: the code, with the first step's session; answers a new, signed-in session. */
  'POST /staff/sign-in/code': defineCall({
    method: 'POST', path: '/staff/sign-in/code',
    body: z.object({ code }),
    answer: sessionAnswer,
    fallback: () => ({ token: '' }),
  }),
  'POST /staff/sign-out': defineCall({
    method: 'POST', path: '/staff/sign-out',
    answer: z.object({ success: z.boolean() }),
    fallback: () => ({ success: false }),
  }),
  /** Who is signed in (401 when nobody is). */
  'GET /staff/me': defineCall({
    method: 'GET', path: '/staff/me',
    answer: z.object({ staff: staffMember }),
    fallback: () => ({ staff: { id: 0, email: '', name: '', locale: 'de-DE' as const, role: 'support' as const, shopId: null, shopName: null } }),
  }),
  /** An invitation that is still open: whom it names and the secret to enrol in an authenticator app. */
  'GET /staff/invitations/:token': defineCall({
    method: 'GET', path: '/staff/invitations/:token',
    params: z.object({ token: z.string().min(1).max(200) }),
    answer: z.object({ email: z.string(), name: z.string(), locale: z.enum(LOCALES), role: z.enum(STAFF_ROLES), shopName: z.string().nullable(), otpauthUri: z.string(), secret: z.string() }),
    fallback: () => ({ email: '', name: '', locale: 'de-DE' as const, role: 'support' as const, shopName: null, otpauthUri: '', secret: '' }),
  }),
  /** Accepts an invitation: the password and a first code from the enrolled app; answers a signed-in session. */
  'POST /staff/invitations/:token': defineCall({
    method: 'POST', path: '/staff/invitations/:token',
    params: z.object({ token: z.string().min(1).max(200) }),
    body: z.object({ password, code }),
    answer: sessionAnswer,
    fallback: () => ({ token: '' }),
  }),
  /**
   * Invites a staff member: the operator invites anyone; a shop's owner invites staff of that shop.
   * Answers the one-time token of the invitation link (shown once, kept only as its hash).
   */
  'POST /staff/members': defineCall({
    method: 'POST', path: '/staff/members',
    body: invitationBody,
    answer: z.object({ id: z.number(), invitationToken: z.string(), expiresAt: z.string() }),
    fallback: () => ({ id: 0, invitationToken: '', expiresAt: '' }),
  }),
  /**
   * The audit log, newest first, a page at a time (the operator; support sees the entries of one
   * order): by staff member, action, object (an order's number or a shop's name or slug, in part)
   * and time (from inclusive, before exclusive).
   */
  'GET /staff/audit': defineCall({
    method: 'GET', path: '/staff/audit',
    query: z.object({
      orderNumber: z.string().max(40).optional(), shopId: z.coerce.number().int().positive().optional(),
      staffId: z.coerce.number().int().positive().optional(), action: z.string().max(60).optional(), object: z.string().max(100).optional(),
      from: isoInstant.optional(), before: isoInstant.optional(), page: z.coerce.number().int().positive().max(10_000).optional(),
    }),
    answer: auditPageAnswer,
    fallback: () => ({ entries: [] }),
  }),
} as const;
