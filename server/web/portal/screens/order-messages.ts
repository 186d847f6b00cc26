/**
 * The portal's messages with the shopper about a part: the conversation and the answer form (its
 * photos make it multipart, read here up to the messages' bounds), and each photo of it for the
 * shop's members alone. A refused answer comes back with what was typed and the reason beside its field.
 */
import type { Request } from 'express';
import { MESSAGE_LIMITS, MESSAGE_PHOTO_PATTERN } from '../../../../contract/calls/order-messages';
import { PORTAL_PATHS } from '../../../../contract/portal-paths';
import type { MessageProblem } from '../../../../views/checkout/message-types';
import { MessagesPage } from '../../../../views/portal/MessagesPage';
import { isMultipart, NO_FILES, readFormWithFiles } from '../../pages/form-files';
import { notFound, portalPage, portalScreen } from '../area';

const PART_NUMBER = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/;
const partNumberOf = (value: string) => (PART_NUMBER.test(value) ? value : undefined);

interface AnswerOutcome { status: number; text: string; problem: MessageProblem }

async function answerForm(request: Request) {
  if (!isMultipart(request)) return { body: (request.body ?? {}) as Record<string, unknown>, files: NO_FILES };
  return readFormWithFiles(request, { limit: '16kb', parameterLimit: 10, files: { field: 'photos', count: MESSAGE_LIMITS.photos, bytesEach: MESSAGE_LIMITS.photoBytes } });
}

export function portalOrderMessageScreens() {
  const messages = portalScreen<AnswerOutcome>({
    path: '/orders/:number/messages',
    guard: 'member',
    async load({ who, params, query, outcome }) {
      const number = partNumberOf(params.number!);
      if (!number) return notFound;
      const answer = await who.call('GET /portal/orders/:number/messages', { params: { number } });
      if (!answer.ok) return answer.status === 404 ? notFound : who.unavailable();
      return portalPage(MessagesPage, {
        t: who.t, lang: who.lang, shopName: who.member.shopName, number, messages: answer.answer.messages, formatDate: who.formatDate,
        sent: !outcome && query.sent === '1', attempt: outcome ? { text: outcome.text, problem: outcome.problem } : null,
      }, outcome?.status ?? 200);
    },
    action: {
      // The form is read here: multipart with its photos.
      form: false,
      async run({ who, params, request }) {
        const number = partNumberOf(params.number!);
        if (!number) return notFound;
        const form = await answerForm(request);
        const text = typeof form?.body.text === 'string' ? form.body.text.replace(/\r\n?/g, '\n').slice(0, MESSAGE_LIMITS.text * 2) : '';
        const again = (problem: MessageProblem, status = 400) => ({ kind: 'outcome' as const, outcome: { status, text, problem } });
        if (!form) return again('unavailable', 400);
        const words = text.trim();
        if (!words || words.length > MESSAGE_LIMITS.text) return again('text');
        if (form.files.tooMany) return again('photoTooMany', 422);
        if (form.files.tooLarge) return again('photoTooLarge', 422);
        const photos = form.files.files.map((file) => file.toString('base64'));
        const answer = await who.call('POST /portal/orders/:number/messages', { params: { number }, body: { text: words, ...(photos.length ? { photos } : {}) } });
        if (answer.ok) return { kind: 'redirect', location: `${PORTAL_PATHS.orderMessages(number)}?sent=1` };
        if (answer.status === 404) return notFound;
        if (answer.status === 422) return again(answer.problem.error === 'photo_too_large' ? 'photoTooLarge' : 'photoNotImage', 422);
        if (answer.status === 400 && answer.problem.field === 'text') return again('text');
        return again('unavailable', 503);
      },
    },
  });

  const photo = portalScreen({
    path: '/orders/:number/messages/:file',
    guard: 'member',
    async load({ who, params, query }) {
      const number = partNumberOf(params.number!);
      const file = params.file!.replace(/\.jpg$/, '');
      if (!number || !params.file!.endsWith('.jpg') || !MESSAGE_PHOTO_PATTERN.test(file)) return notFound;
      const answer = await who.call('GET /portal/orders/:number/message-photos/:file', { params: { number, file }, query: query.size === 'thumb' ? { size: 'thumb' } : {} });
      if (!answer.ok) return answer.status === 404 ? notFound : who.unavailable();
      return { kind: 'file', contentType: 'image/jpeg', filename: `${file}.jpg`, body: Buffer.from(answer.answer.base64, 'base64'), inline: true, headers: { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } };
    },
  });

  return [messages, photo];
}
