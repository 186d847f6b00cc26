/**
 * The order page's message to a part's shop as posted (multipart: the words and up to three photos;
 * it works without JavaScript): sent to the marketplace, then a 303 to the order page at the part's
 * messages; or the page again with what was typed and the reason beside the field (the photos must
 * be chosen again: a browser never fills a file field).
 */
import { MESSAGE_LIMITS } from '../../../contract/calls/order-messages';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { MessageFormState, PartMessagesProps } from '../../../views/checkout/message-types';
import type { OrderMessage } from '../../../contract/calls/order-messages';
import type { ActionContext, ActionResult } from './screen';

export type MessageOutcome = MessageFormState & { message: true; status: number };

/** Line breaks as one character, as the browser's maxlength counts them (a form sends CR LF). */
const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').slice(0, max) : '');

export async function sendOrderMessage(context: ActionContext<'Order'>): Promise<ActionResult<MessageOutcome>> {
  const { body, params, request, marketplace, upstreamHeaders, link, files } = context;
  const token = typed(body?.token, 64);
  const part = typed(body?.part, 40);
  const text = typed(body?.text, MESSAGE_LIMITS.text * 2);
  const refuse = (problem: MessageFormState['problem'], status: number): ActionResult<MessageOutcome> => ({ kind: 'outcome', outcome: { message: true, part, text, problem, status } });
  const words = text.trim();
  if (!words || words.length > MESSAGE_LIMITS.text) return refuse('text', 400);
  if (files.tooMany || files.files.length > MESSAGE_LIMITS.photos) return refuse('photoTooMany', 422);
  if (files.tooLarge || files.files.some((file) => file.length > MESSAGE_LIMITS.photoBytes)) return refuse('photoTooLarge', 422);
  const photos = files.files.map((file) => file.toString('base64'));
  const answer = await marketplace.attempt('POST /orders/:number/messages', {
    params: { number: params.orderNumber }, body: { token, part, text: words, ...(photos.length ? { photos } : {}) },
  }, { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' });
  if (answer.ok) return { kind: 'redirect', location: `${link('Order', { orderNumber: params.orderNumber }, { t: token, messaged: part })}#messages-${part}` };
  if (answer.status === 422) return refuse(answer.problem.error === 'photo_too_large' ? 'photoTooLarge' : 'photoNotImage', 422);
  if (answer.status === 400 && answer.problem.field === 'text') return refuse('text', 400);
  if (answer.status !== 404) request.log?.warn({ status: answer.status }, 'order message not sent');
  return refuse('unavailable', answer.status === 404 ? 404 : 503);
}

/** What the order page shows of the messages: the conversation, the refused form, or the part just written to (the redirect's). */
export function partMessagesOf(messages: OrderMessage[], outcome: MessageOutcome | undefined, query: Record<string, unknown>, parts: readonly string[]): PartMessagesProps {
  const sent = typeof query.messaged === 'string' && parts.includes(query.messaged) ? query.messaged : null;
  return { messages, form: outcome ? { part: outcome.part, text: outcome.text, problem: outcome.problem } : null, sent: outcome ? null : sent };
}
