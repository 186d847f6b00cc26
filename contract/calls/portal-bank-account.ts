/**
 * The shop's bank account, into which the marketplace pays the shop out: the owner's alone, and
 * saved only with a fresh code of the owner's second factor. The account is answered with its
 * IBAN masked; what was typed is checked by the marketplace (IBAN check digits, BIC form).
 */
import * as z from 'zod';
import { defineCall } from '../call';

export const BANK_ACCOUNT_FIELDS = ['holder', 'iban', 'bic', 'code'] as const;
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

/** The holder as an EPC transfer carries it: at most 70 characters. */
export const HOLDER_MAX = 70;

export const shopBankAccount = z.object({ holder: z.string(), ibanMasked: z.string(), bic: z.string() });
export type ShopBankAccountView = z.infer<typeof shopBankAccount>;

export const bankAccountChange = z.object({
  holder: z.string().max(200), iban: z.string().max(100), bic: z.string().max(50), code: z.string().max(20),
});
export type BankAccountChange = z.infer<typeof bankAccountChange>;

export const portalBankAccountCalls = {
  /** The shop's payout account (null: none yet); the owner's, 403 for staff and for a key. */
  'GET /portal/bank-account': defineCall({
    method: 'GET', path: '/portal/bank-account',
    answer: z.object({ account: shopBankAccount.nullable() }),
    fallback: () => ({ account: null }),
  }),
  /** Saves it with a current code of the owner's second factor (400 names the field at fault: holder, iban, bic or code). */
  'POST /portal/bank-account': defineCall({
    method: 'POST', path: '/portal/bank-account',
    body: bankAccountChange,
    answer: z.object({ account: shopBankAccount }),
    fallback: () => ({ account: { holder: '', ibanMasked: '', bic: '' } }),
  }),
} as const;
