/** The signed link to the list of a mailbox's orders, in the language of the edition it was asked in. */
import type { OutgoingMail } from './queue';
import { render, translator, type Block } from './templates';

/** hours: how long the link opens the list. */
export function orderListMail(locale: string, recipient: string, listUrl: string, hours: number): OutgoingMail {
  const { t } = translator(locale);
  const blocks: Block[] = [
    { lines: [t('orders.listLink.mail.greeting'), t('orders.listLink.mail.body', { hours })], link: listUrl },
    { lines: [t('orders.listLink.mail.notAsked')] },
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'order_list', orderId: null, recipient, subject: t('orders.listLink.mail.subject'), ...render(blocks) };
}
