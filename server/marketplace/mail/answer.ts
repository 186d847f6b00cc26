/**
 * How to answer a mail, said in it and set as its Reply-To: a mail about one shop's part goes back
 * to that shop when it has given a contact address; everything else to the marketplace's support
 * (the worker's Reply-To when the mail names none).
 */
import type { Translate } from '../../../locales/i18n';
import type { Block } from './block';

export function answerBlock(t: Translate, shop: { name: string; email: string | null } | null): { block: Block; replyTo: string | null } {
  if (shop?.email) return { block: { lines: [t('notices.answer.shop', { shop: shop.name, email: shop.email })] }, replyTo: shop.email };
  return { block: { lines: [t('notices.answer.support')] }, replyTo: null };
}
