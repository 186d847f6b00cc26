/** The desk's work: the queue of what waits, and an order's lines, payment, steps and conversation. */
import { holdTexts } from '../portal/hold-text';
import type { AnswerTemplate, QueueItem, QueueKind, ThreadMessage, WorkPart } from '../../contract/calls/desk-work';
import { QUEUE_KINDS } from '../../contract/calls/desk-work';
import { QUEUE_OWNERS, type QueueOwner } from '../../contract/calls/desk-claims';
import type { Locale } from '../../locales/editions';
import type { Translate } from '../../locales/i18n';
import { formatWhen } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';
import type { StoredAddress } from '../../contract/calls/orders';
import { addressLine } from '../intl';
import { PRIORITIES, SUGGESTED_TAGS, type Priority, type SavedReply } from '../../contract/calls/desk-items';
import { MarkBadges, SavedReplyPicker, tagName } from './items';

// A zero negated (nothing refunded, no commission) is no negative amount: "0,00 €", never "-0,00 €".
const money = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format((cents || 0) / 100);
const when = (locale: Locale, iso: string) => formatWhen(iso, locale);

/** How long it has waited, in the reader's words ("vor 3 Tagen", "il y a 2 heures"). */
export function ageText(locale: Locale, since: string, now: string): string {
  const seconds = Math.max(0, (new Date(now).getTime() - new Date(since).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
  // One piece that never wraps: "il y a 6 jours" stays on its line.
  const said = seconds < 3600 ? format.format(-Math.max(1, Math.floor(seconds / 60)), 'minute')
    : seconds < 86_400 ? format.format(-Math.floor(seconds / 3600), 'hour') : format.format(-Math.floor(seconds / 86_400), 'day');
  return said.replace(/ /g, '\u00a0');
}

function Notice({ error, notice }: { error?: string; notice?: string }) {
  return (
    <>
      {error && <p className="error" role="alert">{error}</p>}
      {notice && <p className="notice" role="status">{notice}</p>}
    </>
  );
}

/** The queue's filter by an item's priority or tag. */
export interface QueueMarksFilter { priority?: Priority; tag?: string }

export interface QueueLinks {
  filter: (kind?: QueueKind, owner?: QueueOwner, marks?: QueueMarksFilter) => string;
  /** Where the filter by priority and tag is sent (a GET form). */
  queue: string;
  /** Where an assignable item is taken or released (a contact message, an order's conversation); null for the rest. */
  claim: (item: QueueItem) => string | null;
  /** Where the agent takes the next free item. */
  next: string;
  order: (number: string) => string;
  answer: (number: string, template?: AnswerTemplate) => string;
  contact: (id: number) => string;
  shop: (id: number) => string;
  resend: (mailId: number) => string;
  decide: (importId: number) => string;
}

function holdText(t: Translate, locale: Locale, item: QueueItem): string[] {
  return item.holds.length ? holdTexts(t, locale, item.holds) : [t('portal.import.hold.unknown')];
}

function About({ frame, item, links }: { frame: DeskFrame; item: QueueItem; links: QueueLinks }) {
  const { t } = frame;
  const order = item.orderNumber ? <a href={links.order(item.orderNumber)}>{item.orderNumber}</a> : null;
  switch (item.kind) {
    case 'contact':
    case 'reply':
      return <><strong>{item.who}</strong>{order && <> · {order}</>}<MarkBadges frame={frame} priority={item.priority} tags={item.tags} />{item.excerpt && <div className="excerpt">{item.excerpt}</div>}</>;
    case 'withdrawal':
      return <><strong>{item.who}</strong> · {order} · {item.partNumber} · {item.excerpt} · {t(`desk.steps.${item.code ?? ''}`, { defaultValue: item.code ?? '' })}</>;
    case 'import':
      return <><strong>{item.who}</strong> · #{item.id}<ul className="holds">{holdText(t, frame.locale, item).map((text) => <li key={text}>{text}</li>)}</ul></>;
    case 'mail':
      return <><strong>{t(`desk.mailKinds.${item.code ?? 'other'}`, { defaultValue: t('desk.mailKinds.other') })}</strong>{order && <> · {order}</>} · {item.who}{item.excerpt && <div className="excerpt muted">{item.excerpt}</div>}</>;
  }
}

function Act({ frame, item, links }: { frame: DeskFrame; item: QueueItem; links: QueueLinks }) {
  const { t } = frame;
  switch (item.kind) {
    case 'contact':
      return <a className="act" href={links.contact(item.id)}>{t('deskWork.actions.answer')}</a>;
    case 'reply':
      return <a className="act" href={links.answer(item.orderNumber ?? '')}>{t('deskWork.actions.answer')}</a>;
    case 'withdrawal':
      return <a className="act" href={links.answer(item.orderNumber ?? '', 'withdrawalReceived')}>{t('deskWork.actions.confirmWithdrawal')}</a>;
    case 'import':
      if (frame.staff?.role !== 'operator') return <span className="muted">{t('deskWork.actions.operatorDecides')}</span>;
      return (
        <>
          <form className="inline" method="post" action={links.decide(item.id)}><input type="hidden" name="decision" value="confirm" /><button type="submit">{t('deskWork.actions.confirmImport')}</button></form>{' '}
          <form className="inline" method="post" action={links.decide(item.id)}><input type="hidden" name="decision" value="reject" /><button type="submit" className="secondary">{t('deskWork.actions.rejectImport')}</button></form>{' '}
          {item.shopId !== null && <a href={links.shop(item.shopId)}>{t('deskWork.actions.openShop')}</a>}
        </>
      );
    case 'mail':
      return <form className="inline" method="post" action={links.resend(item.id)}><button type="submit">{t('deskWork.actions.resend')}</button></form>;
  }
}

/** An assignable item's agent, and the button taking or releasing it from the queue. */
function Assignee({ frame, item, links }: { frame: DeskFrame; item: QueueItem; links: QueueLinks }) {
  const { t } = frame;
  const action = links.claim(item);
  if (!action) return <span className="muted">–</span>;
  const mine = item.assignee !== null && item.assignee.id === frame.staff?.id;
  const label = item.assignee === null ? t('deskClaims.take') : t('deskClaims.release');
  return (
    <form className="inline" method="post" action={action}>
      {item.assignee !== null && <><span className={mine ? 'mine' : undefined}>{mine ? t('deskClaims.me') : item.assignee.name}</span>{' '}</>}
      <input type="hidden" name="back" value="queue" />
      <button type="submit" name="action" value={item.assignee === null ? 'take' : 'release'} className={item.assignee === null ? undefined : 'secondary'}
        aria-label={`${label}: ${t(`deskWork.kinds.${item.kind}`)} ${item.orderNumber ?? `#${item.id}`}`}>{label}</button>
    </form>
  );
}

/** The filter by priority and tag: a GET form keeping the kind and owner chosen. */
function MarksFilter({ frame, links, kind, owner, marks, tags }: { frame: DeskFrame; links: QueueLinks; kind?: QueueKind; owner?: QueueOwner; marks: QueueMarksFilter; tags: string[] }) {
  const { t } = frame;
  return (
    <form method="get" action={links.queue} className="choose marks-filter">
      {kind && <input type="hidden" name="kind" value={kind} />}
      {owner && <input type="hidden" name="owner" value={owner} />}
      <span><label htmlFor="filter-priority">{t('deskItems.priority.label')}</label>
        <select id="filter-priority" name="priority" defaultValue={marks.priority ?? ''}>
          <option value="">{t('deskItems.priority.any')}</option>
          {PRIORITIES.map((p) => <option key={p} value={p}>{t(`deskItems.priority.${p}`)}</option>)}
        </select></span>
      <span><label htmlFor="filter-tag">{t('deskItems.tags.label')}</label>
        <select id="filter-tag" name="tag" defaultValue={marks.tag ?? ''}>
          <option value="">{t('deskItems.tags.any')}</option>
          {tags.map((tag) => <option key={tag} value={tag}>{tagName(t, tag)}</option>)}
        </select></span>
      <button type="submit" className="secondary">{t('deskItems.marks.filter')}</button>
    </form>
  );
}

export function QueuePage({ frame, items, counts, kind, owner, marks = {}, now, links, notice, error }: {
  frame: DeskFrame; items: QueueItem[]; counts: Record<QueueKind, number>; kind?: QueueKind; owner?: QueueOwner; marks?: QueueMarksFilter; now: string; links: QueueLinks; notice?: string; error?: string;
}) {
  const { t } = frame;
  const total = QUEUE_KINDS.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  const tags = [...new Set([...SUGGESTED_TAGS, ...items.flatMap((item) => item.tags), ...(marks.tag ? [marks.tag] : [])])];
  return (
    <DeskLayout frame={frame}>
      <Notice notice={notice} error={error} />
      <form method="post" action={links.next} className="inline take-next"><button type="submit">{t('deskClaims.takeNext')}</button></form>
      <nav className="filters" aria-label={t('deskClaims.owner')}>
        <a href={links.filter(kind, undefined, marks)} aria-current={owner ? undefined : 'page'}>{t('deskClaims.owners.all')}</a>
        {QUEUE_OWNERS.map((o) => <a key={o} href={links.filter(kind, o, marks)} aria-current={owner === o ? 'page' : undefined}>{t(`deskClaims.owners.${o}`)}</a>)}
      </nav>
      <nav className="filters" aria-label={t('deskWork.kind')}>
        <a href={links.filter(undefined, owner, marks)} aria-current={kind ? undefined : 'page'}>{t('deskWork.all')} ({total})</a>
        {QUEUE_KINDS.map((k) => <a key={k} href={links.filter(k, owner, marks)} aria-current={kind === k ? 'page' : undefined}>{t(`deskWork.kinds.${k}`)} ({counts[k] ?? 0})</a>)}
      </nav>
      <MarksFilter frame={frame} links={links} kind={kind} owner={owner} marks={marks} tags={tags} />
      {items.length === 0 ? <p className="box">{t('deskWork.empty')}</p> : (
        <table className="queue">
          <thead><tr><th>{t('deskWork.since')}</th><th>{t('deskWork.kind')}</th><th>{t('deskWork.about')}</th><th>{t('deskClaims.assignee')}</th><th>{t('deskWork.act')}</th></tr></thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.kind}-${item.id}`} data-kind={item.kind}>
                <td {...(item.priority === 'normal' ? {} : { 'data-priority': item.priority })}><strong className="age">{ageText(frame.locale, item.since, now)}</strong><div className="muted">{when(frame.locale, item.since)}</div></td>
                <td><span className={`tag ${item.kind}`}>{t(`deskWork.kinds.${item.kind}`)}</span></td>
                <td><About frame={frame} item={item} links={links} /></td>
                <td><Assignee frame={frame} item={item} links={links} /></td>
                <td><Act frame={frame} item={item} links={links} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DeskLayout>
  );
}

function lineState(frame: DeskFrame, line: WorkPart['lines'][number], withdrawal: WorkPart['withdrawal']): string {
  const { t } = frame;
  // A line the shopper withdrew says so beside what the shop did with it: support is asked about both.
  const withdrawn = withdrawal && (withdrawal.wholePart || withdrawal.lines.includes(line.position));
  if (line.state === 'open') return withdrawn ? t('desk.steps.withdrawn') : t('deskWork.order.open');
  const done = line.at ? t(line.state === 'shipped' ? 'deskWork.order.shippedOn' : 'deskWork.order.refusedOn', { when: when(frame.locale, line.at) }) : t(`desk.steps.${line.state}`);
  return withdrawn ? `${done} · ${t('desk.steps.withdrawn')}` : done;
}

/** One shop's part: its lines, its payment and the shop's steps with their dates. */
function Part({ frame, part, paymentAction }: { frame: DeskFrame; part: WorkPart; paymentAction?: (part: string) => string }) {
  const { t } = frame;
  const labelled = (label: string, value: string | number) => t('labelled', { label, value });
  const steps: { at: string; text: string }[] = [];
  if (part.acknowledgedAt) steps.push({ at: part.acknowledgedAt, text: t('desk.steps.acknowledged') });
  if (part.acceptedAt) steps.push({ at: part.acceptedAt, text: t('desk.steps.accepted') });
  if (part.shippedAt) {
    steps.push({ at: part.shippedAt, text: [t('desk.steps.shipped'), part.carrier && labelled(t('desk.facts.carrier'), part.carrier), part.trackingNumber && labelled(t('desk.facts.trackingNumber'), part.trackingNumber)].filter(Boolean).join(' · ') });
  }
  if (part.refusalReason || part.lines.some((line) => line.state === 'refused')) {
    const refusedAt = part.lines.find((line) => line.state === 'refused')?.at ?? part.statusChangedAt;
    steps.push({ at: refusedAt, text: [t('desk.steps.refused'), part.refusalReason && labelled(t('desk.facts.reason'), part.refusalReason)].filter(Boolean).join(' · ') });
  }
  const withdrawal = part.withdrawal;
  if (withdrawal) {
    steps.push({ at: withdrawal.receivedAt, text: `${t('desk.steps.withdrawn')} · ${withdrawal.wholePart ? t('deskWork.order.wholePart') : t('deskWork.order.withdrawnLines', { lines: withdrawal.lines.join(', ') })}` });
    if (withdrawal.goodsReceivedAt) steps.push({ at: withdrawal.goodsReceivedAt, text: t('desk.steps.goods_received') });
    if (withdrawal.refundedAt) steps.push({ at: withdrawal.refundedAt, text: `${t('desk.steps.refunded')} · ${money(frame.locale, withdrawal.refundCents ?? 0)}` });
  }
  steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  // On a phone the cells stack, each said with its label ("Menge: ", "Quantité : ").
  const cell = (label: string) => t('labelled', { label, value: '' });
  return (
    <section className="box part" aria-labelledby={`part-${part.number}`}>
      <h3 id={`part-${part.number}`}>{part.number} · {part.shopName} · <span className="tag">{t(`desk.steps.${part.status}`)}</span></h3>
      <table className="lines">
        <thead><tr><th>{t('deskWork.order.position')}</th><th>{t('deskWork.order.article')}</th><th>{t('deskWork.order.quantity')}</th><th>{t('deskWork.order.unit')}</th><th>{t('deskWork.order.lineTotal')}</th><th>{t('deskWork.order.state')}</th></tr></thead>
        <tbody>
          {part.lines.map((line) => (
            <tr key={line.position} data-state={line.state}>
              <td><strong>{line.position}.</strong></td>
              <td>{line.brand} {line.title} <span className="muted">{line.articleNumber}</span></td>
              <td data-label={cell(t('deskWork.order.quantity'))}>{line.quantity}</td><td data-label={cell(t('deskWork.order.unit'))}>{money(frame.locale, line.unitCents)}</td>
              <td data-label={cell(t('deskWork.order.lineTotal'))}>{money(frame.locale, line.totalCents)}</td>
              <td data-label={cell(t('deskWork.order.state'))}>{lineState(frame, line, part.withdrawal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid facts">
        <div>
          <h4>{t('deskWork.order.payment')}</h4>
          <p>{t(`orders.payment.${part.paymentMethod}`)} · <strong className={part.paid ? 'paid' : 'unpaid'}>{part.paid ? t('deskWork.order.paid') : t('deskWork.order.unpaid')}</strong></p>
          <p className="muted">{labelled(t('deskWork.order.reference'), part.paymentReference)}</p>
          {part.paymentMethod === 'prepayment' && !part.paid && paymentAction && frame.staff?.role === 'operator' ? (
            <form method="post" action={paymentAction(part.number)} className="inline"><button type="submit">{t('deskWork.order.recordPayment')}</button></form>
          ) : null}
          <p>{labelled(t('deskWork.order.items'), money(frame.locale, part.itemsCents))} · {labelled(t('deskWork.order.shipping'), money(frame.locale, part.shippingCents))} · <strong>{labelled(t('deskWork.order.total'), money(frame.locale, part.totalCents))}</strong>
            {part.stillToPayCents !== part.totalCents && <> · {labelled(t('deskWork.order.stillToPay'), money(frame.locale, part.stillToPayCents))}</>}
            {part.shopRefundedCents > 0 && <> · {labelled(t('deskWork.order.shopRefunded'), money(frame.locale, part.shopRefundedCents))}</>}</p>
          <PartMoney frame={frame} money={part.money} />
        </div>
        <div>
          <h4>{t('deskWork.order.steps')}</h4>
          <p className="muted">{t('deskWork.order.deliveryDays', { min: part.deliveryDays.min, max: part.deliveryDays.max })}</p>
          <ul className="steps">{steps.map((step, index) => <li key={index}><span className="muted">{when(frame.locale, step.at)}</span> · {step.text}</li>)}</ul>
        </div>
      </div>
    </section>
  );
}

export interface AnswerForm {
  action: string;
  /** Where the template chooser goes (this page, with ?answer=). */
  chooseAction: string;
  templates: AnswerTemplate[];
  chosen: AnswerTemplate;
  draft: string;
  error?: string;
  /** The saved replies of the shopper's language to insert, and where they are managed. */
  saved?: { replies: SavedReply[]; manage: string };
  email: string;
  language: string;
}

/** A message's photos as thumbnails, each linking to the whole photo (only staff are handed them). */
function MessagePhotos({ frame, photos, href }: { frame: DeskFrame; photos: ThreadMessage['photos']; href: (file: string, size: 'thumb' | 'full') => string }) {
  return (
    <ul className="message-photos" aria-label={frame.t('orderMessages.desk.photos')}>
      {photos.map((photo, index) => (
        <li key={photo.file}><a href={href(photo.file, 'full')}><img src={href(photo.file, 'thumb')} alt={frame.t('orderMessages.photoAlt', { n: index + 1 })} width={Math.min(160, photo.width)} height={Math.round(Math.min(160, photo.width) * photo.height / Math.max(1, photo.width))} loading="lazy" /></a></li>
      ))}
    </ul>
  );
}

function Message({ frame, message }: { frame: DeskFrame; message: ThreadMessage }) {
  const { t } = frame;
  const head = message.direction === 'answer'
    ? t('desk.reply.sentBy', { name: message.staffName ?? '', when: when(frame.locale, message.at) })
    : message.shop
      // The shopper and the shop writing to each other about a part, inside the order.
      ? `${t(`orderMessages.desk.${message.direction === 'shop' ? 'shop' : 'buyer'}`, { shop: message.shop.name, part: message.shop.part })} · ${when(frame.locale, message.at)}`
      : t('deskWork.order.replyFrom', { sender: message.sender ?? '', when: when(frame.locale, message.at) });
  return (
    <li className={message.direction}>
      <p className="muted">{head}{message.fromOther && <> · <strong className="error">{t('deskWork.order.fromOther')}</strong></>}</p>
      {/* A problem reported from the order page names what is wrong, with which part, and the reference the shopper was given. */}
      {message.problem && <p className="problem"><strong>{t('deskWork.order.problem', { reference: message.problem.reference, kind: t(`problemReports.kind.${message.problem.kind}`), part: message.problem.part })}</strong></p>}
      <p className="text">{message.text}</p>
      {message.photos.length > 0 && <MessagePhotos frame={frame} photos={message.photos} href={(file, size) => `/desk/message-photos/${file}${size === 'thumb' ? '?size=thumb' : ''}`} />}
    </li>
  );
}

/** What the marketplace received for a part, owes back, sent back and settled with the shop: the ledger's figures, each only when not nothing. */
function PartMoney({ frame, money: figures }: { frame: DeskFrame; money: WorkPart['money'] }) {
  const { t } = frame;
  const shown = ([['received', figures.receivedCents], ['refundOwed', figures.refundOwedCents], ['refunded', figures.refundedCents], ['settled', figures.settledCents]] as const)
    .filter(([, cents]) => cents !== 0);
  if (shown.length === 0) return null;
  return <p className="money">{shown.map(([key, cents], index) => <span key={key}>{index > 0 && ' · '}{t('labelled', { label: t(`deskWork.order.ledger.${key}`), value: money(frame.locale, cents) })}</span>)}</p>;
}

/** The order's work beside its timeline: parts, payments, the conversation and the answer form. */
export function OrderWork({ frame, parts, payments, billingAddress, thread, answer, paymentAction }: {
  frame: DeskFrame; parts: WorkPart[]; billingAddress: StoredAddress | null;
  /** Where the operator books a prepayment part's transfer as received. */
  paymentAction?: (part: string) => string;
  payments: { provider: string; status: string; amountCents: number; createdAt: string }[];
  thread: { awaitingSince: string | null; messages: ThreadMessage[] };
  answer?: AnswerForm;
}) {
  const { t } = frame;
  return (
    <>
      {billingAddress && <p className="muted">{t('labelled', { label: t('deskWork.order.billing'), value: addressLine(frame.locale, billingAddress) })}</p>}
      <h2>{t('deskWork.order.parts')}</h2>
      {parts.map((part) => <Part key={part.number} frame={frame} part={part} paymentAction={paymentAction} />)}
      {payments.length > 0 && (
        <section className="box">
          <h4>{t('deskWork.order.providers')}</h4>
          <ul>{payments.map((payment, index) => <li key={index}>{when(frame.locale, payment.createdAt)} · {payment.provider} · {payment.status} · {money(frame.locale, payment.amountCents)}</li>)}</ul>
        </section>
      )}
      <h2 id="conversation">{t('deskWork.order.conversation')}</h2>
      {thread.awaitingSince && <p className="error">{t('deskWork.order.awaiting', { when: when(frame.locale, thread.awaitingSince) })}</p>}
      {thread.messages.length === 0 ? <p className="muted">{t('deskWork.order.noConversation')}</p> : (
        <ol className="conversation">{thread.messages.map((message) => <Message key={message.id} frame={frame} message={message} />)}</ol>
      )}
      {answer && (
        <section className="box" id="answer">
          <h2>{t('deskWork.order.answerHeading')}</h2>
          <form method="get" action={answer.chooseAction} className="choose">
            <label htmlFor="answer-template">{t('deskWork.order.template')}</label>
            <select id="answer-template" name="answer" defaultValue={answer.chosen}>
              {answer.templates.map((template) => <option key={template} value={template}>{t(`deskWork.order.templates.${template}`)}</option>)}
            </select>
            <button type="submit" className="secondary">{t('deskWork.order.useTemplate')}</button>
          </form>
          <form method="post" action={answer.action}>
            <label htmlFor="answer-text">{t('deskWork.order.answerText', { email: answer.email, language: answer.language })}</label>
            <textarea id="answer-text" name="text" rows={14} maxLength={10000} defaultValue={answer.draft}
              {...(answer.error ? { 'aria-invalid': true, 'aria-describedby': 'answer-text-problem' } : {})} />
            {answer.error && <p className="error" id="answer-text-problem" role="alert">{answer.error}</p>}
            {answer.saved && <SavedReplyPicker frame={frame} replies={answer.saved.replies} manage={answer.saved.manage} />}
            <button type="submit">{t('desk.reply.send')}</button>
          </form>
        </section>
      )}
    </>
  );
}
