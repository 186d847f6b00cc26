/**
 * The checkout form as posted (plain HTML form, no JavaScript needed): the typed values to show
 * again, and the body of the place-order call. What the web tier can tell by itself (a shop's
 * terms not accepted, changes not confirmed) is answered here; the marketplace checks the rest.
 */
import { addressProblems, hasControlCharacters, phoneFits, type FieldProblem } from '../../../contract/address-rules';
import { VAT_ID_CHECK_MESSAGE, VAT_ID_MESSAGE } from '../../../contract/calls/orders';
import { buyerVatIdProblem } from '../../../contract/vat-id';
import type { CheckoutProblem, CheckoutValues } from '../../../views/checkout/types';

const text = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : '');

export interface ParsedCheckout {
  values: CheckoutValues;
  fingerprint: string;
  shopIds: number[];
  changesShown: boolean;
  problem: CheckoutProblem | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every field's first problem, by form field name: postal codes and phone numbers checked against
 * the delivery country (the billing postal code against the billing country).
 */
export function fieldProblemsOf(values: CheckoutValues, deliveryCountry: string): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  if (hasControlCharacters(values.email)) problems.email = 'control';
  else if (!values.email) problems.email = 'required';
  else if (!EMAIL.test(values.email)) problems.email = 'email';
  if (hasControlCharacters(values.phone)) problems.phone = 'control';
  else if (values.phone && !phoneFits(values.phone, deliveryCountry)) problems.phone = 'phone';
  Object.assign(problems, addressProblems(values, deliveryCountry));
  // A business buyer: the company's name, and a VAT ID of the country its prefix names.
  if (hasControlCharacters(values.company)) problems.company = 'control';
  else if (values.company.trim().length > 100) problems.company = 'tooLong';
  else if (values.vatId.trim() && !values.company.trim()) problems.company = 'companyNeeded';
  if (hasControlCharacters(values.vatId)) problems.vatId = 'control';
  else if (values.vatId.trim()) {
    const problem = buyerVatIdProblem(values.vatId);
    if (problem) problems.vatId = problem === 'checkDigit' ? 'checkDigit' : 'vatId';
  }
  if (values.billingDifferent) {
    const billing = { name: values.billingName, street: values.billingStreet, zip: values.billingZip, city: values.billingCity };
    for (const [line, problem] of Object.entries(addressProblems(billing, values.billingCountry || deliveryCountry))) {
      problems[`billing${line[0]!.toUpperCase()}${line.slice(1)}`] = problem;
    }
  }
  return problems;
}

export function readCheckoutForm(body: Record<string, unknown>, deliveryCountry: string): ParsedCheckout {
  const shopIds = text(body.shops, 2000).split(',').filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const payments: Record<string, string> = {};
  const accepted: Record<string, boolean> = {};
  for (const id of shopIds) {
    payments[id] = text(body[`payment-${id}`], 20);
    accepted[id] = body[`accept-${id}`] === '1';
  }
  const values: CheckoutValues = {
    idempotencyKey: text(body.idempotencyKey, 100), email: text(body.email, 254).trim(), phone: text(body.phone, 40).trim(),
    name: text(body.name, 120), street: text(body.street, 160), zip: text(body.zip, 12), city: text(body.city, 100),
    billingDifferent: body.billingDifferent === '1',
    billingName: text(body.billingName, 120), billingStreet: text(body.billingStreet, 160), billingZip: text(body.billingZip, 12), billingCity: text(body.billingCity, 100),
    billingCountry: text(body.billingCountry, 2).toUpperCase(),
    company: text(body.company, 120), vatId: text(body.vatId, 30),
    payments, accepted,
  };
  const changesShown = body.changesShown === '1';
  const fields = fieldProblemsOf(values, deliveryCountry);
  let problem: CheckoutProblem | null = null;
  if (shopIds.length === 0) problem = { kind: 'empty' };
  else if (Object.keys(fields).length > 0) problem = { kind: 'fields', fields };
  else if (changesShown && body.acceptChanges !== '1') problem = { kind: 'confirmChanges' };
  else if (shopIds.some((id) => !accepted[id])) problem = { kind: 'terms' };
  else if (shopIds.some((id) => !payments[id])) problem = { kind: 'payment' };
  return { values, fingerprint: text(body.fingerprint, 20_000), shopIds, changesShown, problem };
}

/** The place-order call's body from the form (the marketplace validates every field). */
export function placeOrderBodyOf(parsed: ParsedCheckout, orderUrl: string, paymentReturnUrl: string): Record<string, unknown> {
  const { values } = parsed;
  return {
    idempotencyKey: values.idempotencyKey,
    fingerprint: parsed.fingerprint,
    email: values.email,
    phone: values.phone,
    delivery: { name: values.name, street: values.street, zip: values.zip, city: values.city },
    ...(values.company.trim() ? { company: values.company.trim() } : {}),
    ...(values.vatId.trim() ? { vatId: values.vatId.trim() } : {}),
    ...(values.billingDifferent ? { billing: { name: values.billingName, street: values.billingStreet, zip: values.billingZip, city: values.billingCity, country: values.billingCountry } } : {}),
    shops: parsed.shopIds.map((shopId) => ({ shopId, payment: values.payments[shopId], acceptTerms: values.accepted[shopId] === true })),
    orderUrl,
    paymentReturnUrl,
  };
}

/** The form field a marketplace field name belongs to ("delivery.zip" -> "zip", "billing.city" -> "billingCity"). */
export function formFieldOf(field: string): string {
  const [head, tail] = field.split('.');
  if (head === 'delivery' && tail) return tail;
  if (head === 'billing' && tail) return `billing${tail[0]!.toUpperCase()}${tail.slice(1)}`;
  if (head === 'shops') return 'payment';
  return head ?? field;
}

/** The marketplace's message on a refused field as the form's reason (its wording is the contract's). */
export function problemOf(message: string | undefined): FieldProblem {
  if (!message) return 'invalid';
  if (message.startsWith('control characters')) return 'control';
  if (message.startsWith('expected a postal code')) return 'postcode';
  if (message.startsWith('expected a phone number')) return 'phone';
  if (message.startsWith('expected an e-mail')) return 'email';
  if (message === 'required') return 'required';
  if (message === VAT_ID_MESSAGE) return 'vatId';
  if (message === VAT_ID_CHECK_MESSAGE) return 'checkDigit';
  if (message === 'required with a VAT ID') return 'companyNeeded';
  if (message.startsWith('at most')) return 'tooLong';
  return 'invalid';
}
