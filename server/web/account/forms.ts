/** The account forms' fields. The marketplace validates credentials again; here only the shape is read. */
import * as z from 'zod';

const field = z.string().max(400).optional().default('');

export const loginFormSchema = z.object({
  action: z.enum(['signIn', 'register', 'signOut']),
  email: field,
  password: field,
  redirectUrl: field,
});

export const savedVehiclesFormSchema = z.object({
  action: z.literal('remove'),
  modelId: z.string().regex(/^\d{1,9}$/),
});

import { NOTICES, type AccountNotice } from '../../../views/account/types';

export { NOTICES, type AccountNotice };

export function readAccountNotice(value: unknown): AccountNotice | undefined {
  return typeof value === 'string' && (NOTICES as readonly string[]).includes(value) ? (value as AccountNotice) : undefined;
}
