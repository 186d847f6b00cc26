/**
 * The answers customer service starts from, in the shopper's language whatever support's own, with
 * the order's facts filled in: a blank one (greeting and closing), where the order is (each shop's
 * part with its step, the carrier and tracking number once shipped), the withdrawal received and
 * the refund made. Only those that fit the order are offered; support edits the text before sending.
 */
import type { AnswerTemplate, WorkPart } from '../../../contract/calls/desk-work';
import { formatDay } from '../../../locales/moments';
import { money, translator } from '../mail';

export function answerDrafts(locale: string, name: string, parts: WorkPart[]): { template: AnswerTemplate; text: string }[] {
  const { t, locale: known } = translator(locale);
  const plain = { interpolation: { escapeValue: false } };
  const letter = (body: string[]) => [t('desk.reply.greeting', { name, ...plain }), '', ...body, '', t('desk.reply.closing')].join('\n');
  const drafts: { template: AnswerTemplate; text: string }[] = [{ template: 'blank', text: letter(['', '']) }];

  const where = parts.map((part) => {
    const about = { part: part.number, shop: part.shopName, status: t(`orders.status.${part.status}`), ...plain };
    if (part.status === 'shipped' && part.shippedAt) {
      return t('deskWork.answers.partShipped', { ...about, date: formatDay(part.shippedAt, known), carrier: part.carrier ?? '', tracking: part.trackingNumber ?? '' });
    }
    if (part.status === 'accepted' || part.status === 'new') return t('deskWork.answers.partOpen', { ...about, min: part.deliveryDays.min, max: part.deliveryDays.max });
    return t('deskWork.answers.part', about);
  });
  drafts.push({ template: 'whereIsMyOrder', text: letter([t('deskWork.answers.whereIntro'), '', ...where.map((line) => `– ${line}`), '', t('deskWork.answers.whereOutro')]) });

  const withdrawn = parts.filter((part) => part.withdrawal);
  if (withdrawn.length) {
    drafts.push({ template: 'withdrawalReceived', text: letter(withdrawn.map((part) => t('deskWork.answers.withdrawalReceived', {
      part: part.number, shop: part.shopName, date: formatDay(part.withdrawal!.receivedAt, known), ...plain,
    }))) });
  }
  const refunded = parts.filter((part) => part.withdrawal?.refundedAt);
  if (refunded.length) {
    drafts.push({ template: 'refundDone', text: letter([...refunded.map((part) => t('deskWork.answers.refundDone', {
      part: part.number, shop: part.shopName, date: formatDay(part.withdrawal!.refundedAt!, known), amount: money(part.withdrawal!.refundCents ?? 0, known), ...plain,
    })), '', t('deskWork.answers.refundDays')]) });
  }
  return drafts;
}
