/** Input of the account calls (zod); messages are for logs and API users, pages use their own texts. */
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

const email = z.string({ error: 'expected an e-mail address' }).trim().toLowerCase().max(254, 'too long').pipe(z.email({ error: 'expected an e-mail address' }));

export const registerBody = z.object(
  {
    email,
    password: z
      .string({ error: 'expected a password' })
      .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, 'too long')
      .refine((value) => !isCommonPassword(value), 'a commonly used password'),
  },
  { error: 'expected a JSON object' },
);

export const signInBody = z.object(
  {
    email,
    password: z.string({ error: 'expected a password' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too long'),
  },
  { error: 'expected a JSON object' },
);

/** Model ids are digits in this catalogue. */
export const vehicleBody = z.object(
  { modelId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/, 'expected a model id').transform(Number)], { error: 'expected a model id' }) },
  { error: 'expected a JSON object' },
);
