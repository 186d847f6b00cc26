/**
 * The contact form's action (works without JavaScript): stores the message through the
 * marketplace and answers 303 to the page with a confirmation (Post/Redirect/Get). A field the
 * marketplace refuses, or a marketplace that cannot store it, shows the form again with what was
 * typed; so does a post beyond the budget of messages (429). Nothing the shopper wrote is logged.
 */
import { CLIENT_ADDRESS_HEADER } from '../../../../contract/headers';
import type { ContactField } from '../../../../views/pages/ContactPage';
import type { ActionContext, ActionResult } from '../screen';
import type { ContactOutcome } from './form-outcome';

const FIELDS: readonly ContactField[] = ['name', 'email', 'orderNumber', 'message'];

/** The form's text fields, each a string or absent; anything else in the post is ignored. */
function valuesOf(form: Record<string, unknown>): Partial<Record<ContactField, string>> {
  return Object.fromEntries(FIELDS.flatMap((field) => (typeof form[field] === 'string' ? [[field, form[field]]] : [])));
}

export async function sendContactMessage({ body, params, request, marketplace, upstreamHeaders, link }: ActionContext<'Info'>): Promise<ActionResult<ContactOutcome>> {
  const values = valuesOf(body ?? {});
  const refuse = (outcome: ContactOutcome) => ({ kind: 'outcome' as const, outcome });
  if (body === null) return refuse({ values, error: 'form', status: 400 });
  try {
    const message = { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '', ...(values.orderNumber?.trim() ? { orderNumber: values.orderNumber } : {}) };
    // The address spends the contact budget (with the e-mail address) in the marketplace.
    const outcome = await marketplace.attempt('POST /contact-messages', { body: message }, { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' });
    if (outcome.ok) return { kind: 'redirect', location: link('Info', { topic: params.topic }, { sent: '1' }) };
    if (outcome.status === 429) return refuse({ values, error: 'limit', status: 429 });
    if (outcome.status === 400) return refuse({ values, error: FIELDS.find((candidate) => candidate === outcome.problem.field) ?? 'form', status: 400 });
    request.log?.warn({ status: outcome.status }, 'contact message not stored');
  } catch (failure) {
    request.log?.warn({ err: { message: (failure as Error).message } }, 'contact message not stored');
  }
  return refuse({ values, error: 'unavailable', status: 503 });
}
