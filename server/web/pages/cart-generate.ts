/**
 * A cart generation link (a cart carried in a link's query): no page of its own. A GET fills an
 * empty cart at once and answers 303 to the cart page; a cart that holds something is never
 * touched by a link (from any site): the cart page asks, and its confirmation form is a same-origin
 * POST here. HEAD (a link checker) changes nothing.
 */
import type { ActionContext } from './screen';
import { defineScreen } from './screen';
import { cartHasLines, generateCart, withReplace, type GenerationFlags } from '../cart/generate';
import { decodePendingLink, encodePendingLink } from '../cart/notices';
import { ensureSession } from '../cart/session';

async function generate({ request, response, marketplace, locale, link }: ActionContext<'CartGenerate'>, search: string, replace: boolean) {
  const session = await ensureSession(request, response, marketplace, locale);
  const flags: GenerationFlags = session.ok ? await generateCart(marketplace, session.headers, withReplace(search, replace)) : { notice: 'sessionFailed' };
  return { kind: 'redirect' as const, location: link('Cart', {}, flags) };
}

export const cartGenerateScreen = defineScreen({
  page: 'CartGenerate',
  action: {
    form: { limit: '4kb', parameterLimit: 20 },
    methods: ['GET', 'POST'],
    async run(context) {
      const { request, response, body, marketplace, upstreamHeaders, link } = context;
      if (request.method === 'POST') {
        const search = body === null ? undefined : decodePendingLink(body.pending);
        const mode = body?.mode;
        if (search === undefined || (mode !== 'add' && mode !== 'replace')) return { kind: 'redirect', location: link('Cart', {}, { notice: 'notChanged' }) };
        return generate(context, search, mode === 'replace');
      }
      const url = request.originalUrl;
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      // Generation links are shared and crawled: the answer must not be indexed.
      response.set('x-robots-tag', 'noindex');
      if (await cartHasLines(marketplace, upstreamHeaders)) {
        return { kind: 'redirect', location: link('Cart', {}, { notice: 'generatePending', pending: encodePendingLink(search) }) };
      }
      return generate(context, search, false);
    },
  },
});
