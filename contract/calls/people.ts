/**
 * The people behind a shop and behind the desk: the shop's owner sees the shop's staff accounts,
 * invites staff and removes them; the operator does the same for support and operators. Inviting
 * and removing take a fresh code of the acting person's second factor (as saving the shop's bank
 * account does): whoever sits at an open session must not let a stranger in or lock a colleague out.
 */
import * as z from 'zod';
import { LOCALES } from '../../locales/editions';
import { defineCall } from '../call';
import { STAFF_ROLES } from './staff';

export const person = z.object({
  id: z.number(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES), locale: z.enum(LOCALES),
  /** The invitation was accepted (password and second factor set); false: still open or lapsed. */
  accepted: z.boolean(),
  /** When the open invitation lapses (null once accepted). */
  invitationExpiresAt: z.string().nullable(),
  /** The account the call comes from: nobody removes themselves. */
  you: z.boolean(),
});
export type Person = z.infer<typeof person>;

/** The fields of the invitation form, in the order a refusal is looked for. */
export const INVITE_FIELDS = ['name', 'email', 'locale', 'role', 'code'] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];

export const personInvitation = z.object({
  name: z.string().max(200), email: z.string().max(300), locale: z.string().max(10), code: z.string().max(20),
  /** The desk's only: support or operator (the portal invites shop staff). */
  role: z.string().max(20).optional(),
  /** The page the mailed link opens, without its token (the web tier names its public origin). */
  invitationPage: z.url({ protocol: /^https?$/ }).max(300),
});

const removal = z.object({ code: z.string().max(20) });
const personId = z.object({ staffId: z.coerce.number().int().positive() });
const people = z.object({ people: z.array(person) });
const invited = z.object({ id: z.number(), expiresAt: z.string() });

export const peopleCalls = {
  /** The shop's staff accounts (the owner's; 403 for staff and for a key). */
  'GET /portal/people': defineCall({ method: 'GET', path: '/portal/people', answer: people, fallback: () => ({ people: [] }) }),
  /** Invites a staff member of the shop and mails the link (400 names the field: name, email, locale or code; 409 an address in use). */
  'POST /portal/people': defineCall({ method: 'POST', path: '/portal/people', body: personInvitation, answer: invited, fallback: () => ({ id: 0, expiresAt: '' }) }),
  /** Removes a staff member of the shop: signed out at once, no sign-in any more (404 for anyone else's or an owner). */
  'POST /portal/people/:staffId/removal': defineCall({ method: 'POST', path: '/portal/people/:staffId/removal', params: personId, body: removal, answer: people, fallback: () => ({ people: [] }) }),
  /** Support and operator accounts (the operator's). */
  'GET /desk/people': defineCall({ method: 'GET', path: '/desk/people', answer: people, fallback: () => ({ people: [] }) }),
  /** Invites support or an operator and mails the link (the operator's). */
  'POST /desk/people': defineCall({ method: 'POST', path: '/desk/people', body: personInvitation, answer: invited, fallback: () => ({ id: 0, expiresAt: '' }) }),
  /** Removes a support or operator account other than the caller's (the operator's). */
  'POST /desk/people/:staffId/removal': defineCall({ method: 'POST', path: '/desk/people/:staffId/removal', params: personId, body: removal, answer: people, fallback: () => ({ people: [] }) }),
} as const;
