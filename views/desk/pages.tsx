/** The desk's pages: forms that work without JavaScript, in the staff member's language. */
import type { ReactNode } from 'react';
import type { StoredAddress } from '../../contract/calls/orders';
import type { AuditEntry } from '../../contract/calls/staff';
import type { DeskContactMessageWithSender, DeskInboxEntry, DeskOrderSummary, DeskShop, TimelineEntry, TimelineFacts } from '../../contract/calls/desk';
import { CONTACT_STATUSES } from '../../contract/calls/desk';
import type { Locale } from '../../locales/editions';
import type { Translate } from '../../locales/i18n';
import { formatWhen } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';
import { AuditTable } from './AuditPage';
import { ClaimBox, type ClaimForm } from './claims';
import { contactReference, type DeskMarks, type DeskNote, type SavedReply } from '../../contract/calls/desk-items';
import { MarkBadges, MarksBox, MergeBox, NotesBox, SavedReplyPicker } from './items';
import { DELIVERY_COUNTRIES } from '../../locales/editions';
import { addressLine, regionName, sortedRegions } from '../intl';
import { TAX_SCHEMES } from '../../contract/tax-setup';
import { CommissionForm } from './SettlementsPage';
import type { ComponentProps } from 'react';

/** An order's step or a timeline entry's kind in words; a code without words stays as it is. */
const step = (t: Translate, code: string) => t(`desk.steps.${code}`, { defaultValue: code });
// A zero negated (nothing refunded, no commission) is no negative amount: "0,00 €", never "-0,00 €".
const money = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format((cents || 0) / 100);
/** A sender's language by its name in the reader's ("Französisch (Frankreich)"); the code when unknown. */
export const languageName = (locale: Locale, code: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};
/** In the staff member's own zone, named: the portal shows the same event the same way. */
const when = (locale: Locale, iso: string) => formatWhen(iso, locale);

/** Who did it, for people: a staff member's or shop's name, else the kind of actor in words. */
const actorText = (t: Translate, entry: TimelineEntry) => entry.actorName ?? t(`desk.actors.${entry.actor.split(':')[0]}`, { defaultValue: t('desk.actors.system') });

/** An event's facts in words: "Paketdienst: DHL · Sendungsnummer: …", an amount as money, lines as their positions. */
function factsText(frame: DeskFrame, facts: TimelineFacts): string {
  return Object.entries(facts).map(([key, value]) => {
    const shown = key === 'refundCents' && typeof value === 'number' ? money(frame.locale, value)
      : key === 'via' ? frame.t(`desk.via.${String(value)}`, { defaultValue: String(value) })
        : Array.isArray(value) ? value.join(', ') : String(value);
    return frame.t('labelled', { label: frame.t(`desk.facts.${key}`), value: shown });
  }).join(' · ');
}

/** A staff role in words. */
const roleText = (t: Translate, role: string) => t(`desk.roles.${role}`, { defaultValue: role });

function Message({ error, notice }: { error?: string; notice?: string }) {
  return (
    <>
      {error && <p className="error" role="alert">{error}</p>}
      {notice && <p className="notice" role="status">{notice}</p>}
    </>
  );
}

export function SignInPage({ frame, action, next, error, email }: { frame: DeskFrame; action: string; next: string; error?: string; email?: string }) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      <form method="post" action={action} className="box">
        <Message error={error} />
        <input type="hidden" name="next" value={next} />
        <label htmlFor="email">{t('desk.email')}</label>
        <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
        <label htmlFor="password">{t('desk.password')}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">{t('desk.next')}</button>
      </form>
    </DeskLayout>
  );
}

export function CodePage({ frame, action, next, error }: { frame: DeskFrame; action: string; next: string; error?: string }) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      <form method="post" action={action} className="box">
        <Message error={error} />
        <input type="hidden" name="next" value={next} />
        <label htmlFor="code">{t('desk.code')}</label>
        <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required />
        <button type="submit">{t('desk.signIn')}</button>
      </form>
    </DeskLayout>
  );
}

export function InvitationPage({ frame, action, invitation, qrSvg, error }: { frame: DeskFrame; action: string; invitation: { email: string; name: string; secret: string } | null; qrSvg: string; error?: string }) {
  const { t } = frame;
  if (!invitation) return <DeskLayout frame={frame}><p className="error">{t('desk.invitationGone')}</p></DeskLayout>;
  return (
    <DeskLayout frame={frame}>
      <form method="post" action={action} className="box">
        <Message error={error} />
        <p>{invitation.name} · {invitation.email}</p>
        <p>{t('desk.scan')}</p>
        {/* The QR code is SVG made on the server from the otpauth link; no script, no external image. */}
        <div className="qr" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <p><code data-secret>{invitation.secret}</code></p>
        <label htmlFor="password">{t('desk.choosePassword')}</label>
        <input id="password" name="password" type="password" autoComplete="new-password" minLength={10} required />
        <label htmlFor="code">{t('desk.code')}</label>
        <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
        <button type="submit">{t('desk.invitation')}</button>
      </form>
    </DeskLayout>
  );
}

export interface OrderSearchValues { number?: string; email?: string; shopId?: string; from?: string; to?: string }

export function OrdersPage({ frame, action, values, orders, error, problem, orderLink }: {
  frame: DeskFrame; action: string; values: OrderSearchValues; orders: DeskOrderSummary[] | null; error?: string;
  /** The search field the marketplace refused (said beside it). */
  problem?: keyof OrderSearchValues;
  orderLink: (number: string) => string;
}) {
  const { t } = frame;
  const invalid = (name: keyof OrderSearchValues) => (problem === name ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  const beside = (name: keyof OrderSearchValues) => (problem === name ? <p className="error" id={`${name}-error`}>{t(`desk.problem.search.${name}`)}</p> : null);
  return (
    <DeskLayout frame={frame}>
      <form method="get" action={action} className="box">
        <Message error={error} />
        <div className="grid">
          <div><label htmlFor="number">{t('desk.number')}</label><input id="number" name="number" defaultValue={values.number} {...invalid('number')} />{beside('number')}</div>
          <div><label htmlFor="email">{t('desk.email')}</label><input id="email" name="email" defaultValue={values.email} {...invalid('email')} />{beside('email')}</div>
          <div><label htmlFor="shopId">{t('desk.shop')}</label><input id="shopId" name="shopId" inputMode="numeric" defaultValue={values.shopId} {...invalid('shopId')} />{beside('shopId')}</div>
          <div><label htmlFor="from">{t('desk.from')}</label><input id="from" name="from" type="date" defaultValue={values.from} {...invalid('from')} />{beside('from')}</div>
          <div><label htmlFor="to">{t('desk.to')}</label><input id="to" name="to" type="date" defaultValue={values.to} {...invalid('to')} />{beside('to')}</div>
        </div>
        <button type="submit">{t('desk.search')}</button>
      </form>
      {orders && (orders.length === 0 ? <p>{t('desk.noOrders')}</p> : (
        <table>
          <thead><tr><th>{t('desk.number')}</th><th>{t('desk.placedAt')}</th><th>{t('desk.email')}</th><th>{t('desk.total')}</th><th>{t('desk.shops')}</th></tr></thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number}>
                <td><a href={orderLink(order.number)}>{order.number}</a></td>
                <td>{when(frame.locale, order.createdAt)}</td>
                <td>{order.anonymised ? t('desk.anonymised') : order.email}</td>
                <td>{money(frame.locale, order.totalCents)}</td>
                <td>{order.parts.map((part) => `${part.shopName}: ${step(frame.t, part.status)}`).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </DeskLayout>
  );
}

type OrderDetail = DeskOrderSummary & { locale: string; phone: string | null; deliveryAddress: StoredAddress | null };

export function OrderPage({ frame, order, timeline, noteAction, resendAction, notice, error, work }: {
  frame: DeskFrame; order: OrderDetail; timeline: TimelineEntry[]; noteAction: string; resendAction: (mailId: number) => string; notice?: string; error?: string;
  /** The order as the desk works it (lines, payment, steps, the conversation with the shopper): views/desk/work.tsx. */
  work?: ReactNode;
}) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      <Message error={error} notice={notice} />
      <section className="box">
        <p>{when(frame.locale, order.createdAt)} · {order.anonymised ? t('desk.anonymised') : `${order.email}${order.phone ? ` · ${order.phone}` : ''}`} · {money(frame.locale, order.totalCents)}</p>
        {order.deliveryAddress && <p className="muted">{addressLine(frame.locale, order.deliveryAddress)}</p>}
        {work ? null : <ul>{order.parts.map((part) => <li key={part.number}>{part.number} · {part.shopName} · {step(frame.t, part.status)}</li>)}</ul>}
      </section>
      {work}
      <h2>{t('desk.timeline')}</h2>
      <ol className="timeline">
        {timeline.map((entry, index) => (
          <li key={index} className={entry.kind}>
            <span className="muted">{when(frame.locale, entry.at)}</span> · <span className="kind">{step(frame.t, entry.kind)}</span>
            {entry.mailKind && <> · {t(`desk.mailKinds.${entry.mailKind}`, { defaultValue: t('desk.mailKinds.other') })}</>}
            {entry.part && <> · {entry.part}</>} · <span className="muted">{actorText(t, entry)}</span>
            {entry.facts && <div>{factsText(frame, entry.facts)}</div>}
            {entry.text && <div>{entry.text}</div>}
            {entry.mailId !== null && entry.kind !== 'mail_queued' && (
              <form className="inline" method="post" action={resendAction(entry.mailId)}><button type="submit">{t('desk.resend')}</button></form>
            )}
          </li>
        ))}
      </ol>
      <form method="post" action={noteAction} className="box">
        <label htmlFor="text">{t('desk.note')}</label>
        <textarea id="text" name="text" rows={3} maxLength={2000} required />
        <button type="submit">{t('desk.addNote')}</button>
      </form>
    </DeskLayout>
  );
}

export function InboxPage({ frame, messages, counts, status, link, filterLink, search }: { frame: DeskFrame; messages: DeskInboxEntry[]; counts: Record<string, number>; status?: string; link: (id: number) => string; filterLink: (status?: string) => string; search?: { action: string; q: string; status?: string } }) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      {search && (
        <form method="get" action={search.action} role="search" className="inline inbox-search">
          <label htmlFor="inbox-q">{t('deskClaims.search.label')}</label>{' '}
          <input id="inbox-q" name="q" type="search" maxLength={200} defaultValue={search.q} />{' '}
          {search.status && <input type="hidden" name="status" value={search.status} />}
          <button type="submit">{t('deskClaims.search.submit')}</button>
        </form>
      )}
      {search?.q && messages.length === 0 && <p className="box">{t('deskClaims.search.none')}</p>}
      <p>
        <a href={filterLink()}>{status ? '…' : <strong>…</strong>}</a>{' '}
        {CONTACT_STATUSES.map((s) => <span key={s}> · <a href={filterLink(s)}>{status === s ? <strong>{t(`desk.${s}`)}</strong> : t(`desk.${s}`)} ({counts[s] ?? 0})</a></span>)}
      </p>
      <table>
        <thead><tr><th>#</th><th>{t('desk.receivedAt')}</th><th>{t('desk.name')}</th><th>{t('desk.number')}</th><th>{t('desk.status')}</th></tr></thead>
        <tbody>
          {messages.map((m) => (
            <tr key={m.id}>
              <td><a href={link(m.id)}>{m.id}</a></td><td>{when(frame.locale, m.receivedAt)}</td><td>{m.name}{m.fromSender > 1 ? <> · <span className="from-sender">{t('desk.fromSender', { count: m.fromSender })}</span></> : null}</td><td>{m.orderNumber ?? ''}</td><td>{t(`desk.${m.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DeskLayout>
  );
}

/** The answer form: its text starts from the greeting and closing in the sender's language (or comes back as typed, with the problem). */
export interface ReplyForm { action: string; draft: string; error?: string; /** The saved replies of the sender's language to insert, and where they are managed. */ saved?: { replies: SavedReply[]; manage: string } }

/** What agents add to the message: priority and tags, internal notes, the merge into an order. */
export interface ContactItemForms {
  marks: { marks: DeskMarks; action: string; known: string[] };
  notes: { notes: DeskNote[]; action: string; error?: string; draft?: string };
  merge?: { action: string; value?: string; error?: string };
}

export function ContactMessagePage({ frame, message, statusAction, orderLink, notice, reply, claims, items }: { frame: DeskFrame; message: DeskContactMessageWithSender; statusAction: string; orderLink: (n: string) => string; notice?: string; reply?: ReplyForm; claims?: ClaimForm; items?: ContactItemForms }) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      <Message notice={notice} />
      {message.mergedInto && <p className="notice merged">{t('deskItems.merge.merged', { number: message.mergedInto })} <a href={`${orderLink(message.mergedInto)}#conversation`}>{message.mergedInto}</a></p>}
      {claims && <ClaimBox frame={frame} form={claims} />}
      <section className="box">
        <p><strong>{t('labelled', { label: t('deskItems.reference'), value: contactReference(message.id, message.receivedAt) })}</strong></p>
        {items && <MarkBadges frame={frame} priority={items.marks.marks.priority} tags={items.marks.marks.tags} />}
        <p>{when(frame.locale, message.receivedAt)} · {languageName(frame.locale, message.locale)} · {message.name} &lt;{message.email}&gt;</p>
        {message.orderNumber && <p><a href={orderLink(message.orderNumber)}>{message.orderNumber}</a></p>}
        <p className="text">{message.message}</p>
      </section>
      {[...message.replies.map((answer) => ({ at: answer.sentAt, key: `a${answer.id}`, head: t('desk.reply.sentBy', { name: answer.staffName, when: when(frame.locale, answer.sentAt) }), text: answer.text, className: 'box reply' })),
        ...message.shopperReplies.map((back) => ({ at: back.at, key: `r${back.id}`, head: `${t('deskWork.order.replyFrom', { sender: back.sender ?? '', when: when(frame.locale, back.at) })}${back.fromOther ? ` · ${t('deskWork.order.fromOther')}` : ''}`, text: back.text, className: 'box shopper-reply' }))]
        .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).map((entry) => (
          <section key={entry.key} className={entry.className} aria-label={entry.head}>
            <p className="muted">{entry.head}</p>
            <p className="text">{entry.text}</p>
          </section>
        ))}
      {reply ? (
        <form method="post" action={reply.action} className="box">
          <h2>{t('desk.reply.heading')}</h2>
          <label htmlFor="reply-text">{t('desk.reply.text', { email: message.email, language: languageName(frame.locale, message.locale) })}</label>
          <textarea id="reply-text" name="text" rows={12} maxLength={10000} defaultValue={reply.draft}
            {...(reply.error ? { 'aria-invalid': true, 'aria-describedby': 'reply-text-problem' } : {})} />
          {reply.error ? <p className="error" id="reply-text-problem" role="alert">{reply.error}</p> : null}
          {reply.saved && <SavedReplyPicker frame={frame} replies={reply.saved.replies} manage={reply.saved.manage} />}
          <button type="submit">{t('desk.reply.send')}</button>
        </form>
      ) : null}
      {items && <NotesBox frame={frame} {...items.notes} />}
      {items && <MarksBox frame={frame} {...items.marks} />}
      {items?.merge && !message.mergedInto && <MergeBox frame={frame} {...items.merge} />}
      {message.sameSender.length ? (
        <section className="box">
          <h2>{t('desk.sameSender')}</h2>
          <ul>{message.sameSender.map((other) => <li key={other.id}><a href={`./${other.id}`}>#{other.id}</a> · {when(frame.locale, other.receivedAt)} · {t(`desk.${other.status}`)}</li>)}</ul>
        </section>
      ) : null}
      <form method="post" action={statusAction} className="box">
        <label htmlFor="status">{t('desk.status')}</label>
        <select id="status" name="status" defaultValue={message.status}>
          {CONTACT_STATUSES.map((s) => <option key={s} value={s}>{t(`desk.${s}`)}</option>)}
        </select>
        <button type="submit">{t('desk.setStatus')}</button>
      </form>
    </DeskLayout>
  );
}

export function ShopsPage({ frame, shops, createAction, shopLink, error, draft }: {
  frame: DeskFrame; shops: DeskShop[]; createAction: string; shopLink: (id: number) => string; error?: string;
  /** What the operator typed and the tax field at fault (said beside it). */
  draft?: { values: Record<string, string>; problems: Record<string, string> };
}) {
  const { t } = frame;
  const value = (name: string) => draft?.values[name] ?? '';
  const problem = (name: string) => draft?.problems[name];
  // Name, slug and country: their problem beside them in the operator's words.
  const invalid = (name: string) => (problem(name) ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  const beside = (name: string) => (problem(name) ? <p className="error" id={`${name}-error`}>{t(`desk.problem.shop.${name}.${problem(name)}`)}</p> : null);
  return (
    <DeskLayout frame={frame}>
      <form method="post" action={createAction} className="box">
        <Message error={error} />
        <div className="grid">
          <div><label htmlFor="name">{t('desk.name')}</label><input id="name" name="name" required defaultValue={value('name')} {...invalid('name')} />{beside('name')}</div>
          <div><label htmlFor="slug">{t('desk.slug')}</label><input id="slug" name="slug" required pattern="[a-z0-9-]+" defaultValue={value('slug')} {...invalid('slug')} />{beside('slug')}</div>
          <div><label htmlFor="country">{t('tax.country')}</label>
            <select id="country" name="country" defaultValue={value('country') || 'DE'} {...invalid('country')}>{sortedRegions(frame.locale, DELIVERY_COUNTRIES).map((c) => <option key={c} value={c}>{regionName(frame.locale, c)}</option>)}</select>{beside('country')}</div>
          <div><label htmlFor="taxScheme">{t('tax.schemeLabel')}</label>
            <select id="taxScheme" name="taxScheme" defaultValue={value('taxScheme')} aria-invalid={problem('taxScheme') ? true : undefined} aria-describedby={problem('taxScheme') ? 'taxScheme-error' : undefined}>
              <option value="">{t('tax.later')}</option>
              {TAX_SCHEMES.map((scheme) => <option key={scheme} value={scheme}>{t(`tax.scheme.${scheme}`)}</option>)}
            </select>
            {problem('taxScheme') && <p className="error" id="taxScheme-error">{t(`tax.problem.${problem('taxScheme')}`)}</p>}</div>
          <div><label htmlFor="vatId">{t('tax.vatId')}</label>
            <input id="vatId" name="vatId" defaultValue={value('vatId')} aria-invalid={problem('vatId') ? true : undefined} aria-describedby={problem('vatId') ? 'vatId-error' : undefined} />
            {problem('vatId') && <p className="error" id="vatId-error">{t(`tax.problem.${problem('vatId')}`)}</p>}</div>
        </div>
        <button type="submit">{t('desk.createShop')}</button>
      </form>
      <table>
        <thead><tr><th>{t('desk.name')}</th><th>{t('desk.offers')}</th><th>{t('desk.token')}</th><th>{t('desk.status')}</th></tr></thead>
        <tbody>
          {shops.map((shop) => (
            <tr key={shop.id}>
              <td><a href={shopLink(shop.id)}>{shop.name}</a> <span className="muted">#{shop.id}</span></td><td>{shop.offers}</td>
              <td>{shop.tokenIssuedAt ? when(frame.locale, shop.tokenIssuedAt) : '—'}</td>
              <td>{shop.suspendedAt ? t('desk.suspended') : ''}{shop.taxGap ? <span data-tax-gap> {t('tax.held', { why: t(`tax.problem.${shop.taxGap.problem}`) })}</span> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DeskLayout>
  );
}

export function ShopPage({ frame, shop, members, actions, token, invitationLink, notice, error, audit, commission }: {
  frame: DeskFrame; shop: DeskShop; members: { id: number; email: string; name: string; role: string; accepted: boolean }[];
  /** The operator's commission on the shop, with what was typed and its problem. */
  commission?: Omit<ComponentProps<typeof CommissionForm>, 'frame'>;
  actions: { token: string; suspension: string; invite: string }; token?: string; invitationLink?: string; notice?: string; error?: string;
  /** What the shop's members and the operator did to the shop, newest first. */
  audit?: { entries: AuditEntry[]; orderLink: (number: string) => string };
}) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      <Message notice={notice} error={error} />
      {token && <p className="box">{t('desk.tokenOnce')} <code data-token>{token}</code></p>}
      {invitationLink && <p className="box">{t('desk.invitationLink')} <code data-invitation>{invitationLink}</code></p>}
      <section className="box">
        <p>{shop.slug} · {t('labelled', { label: t('desk.offers'), value: shop.offers })} · {shop.suspendedAt ? `${t('desk.suspended')} (${when(frame.locale, shop.suspendedAt)})` : ''}</p>
        <p>{t('labelled', { label: t('desk.token'), value: shop.tokenIssuedAt ? when(frame.locale, shop.tokenIssuedAt) : '—' })}</p>
        {shop.taxGap ? <p className="error" data-tax-gap>{t('tax.held', { why: t(`tax.problem.${shop.taxGap.problem}`) })}</p> : null}
        <form className="inline" method="post" action={actions.token}><input type="hidden" name="action" value="issue" /><button type="submit">{t('desk.issueToken')}</button></form>{' '}
        {shop.tokenIssuedAt && <form className="inline" method="post" action={actions.token}><input type="hidden" name="action" value="revoke" /><button type="submit" className="danger">{t('desk.revokeToken')}</button></form>}{' '}
        <form className="inline" method="post" action={actions.suspension}>
          <input type="hidden" name="suspended" value={shop.suspendedAt ? 'no' : 'yes'} />
          {/* Suspending takes the shop's offers off at once: the operator confirms it first (no script needed). */}
          {shop.suspendedAt ? null : <label className="inline"><input type="checkbox" name="confirm" value="1" required /> {t('desk.suspendConfirm', { shop: shop.name })}</label>}{' '}
          <button type="submit" className={shop.suspendedAt ? '' : 'danger'}>{shop.suspendedAt ? t('desk.unsuspend') : t('desk.suspend')}</button>
        </form>
      </section>
      {commission && <CommissionForm frame={frame} {...commission} />}
      <h2>{t('desk.members')}</h2>
      <ul>{members.map((m) => <li key={m.id}>{m.name} · {m.email} · {roleText(t, m.role)}{m.accepted ? '' : ` · ${t('desk.invitationPending')}`}</li>)}</ul>
      <form method="post" action={actions.invite} className="box">
        <div className="grid">
          <div><label htmlFor="name">{t('desk.name')}</label><input id="name" name="name" required /></div>
          <div><label htmlFor="email">{t('desk.email')}</label><input id="email" name="email" type="email" required /></div>
          <div><label htmlFor="role">{t('desk.role')}</label><select id="role" name="role"><option value="shop_owner">{roleText(t, 'shop_owner')}</option><option value="shop_staff">{roleText(t, 'shop_staff')}</option></select></div>
          <div><label htmlFor="locale">{t('desk.language')}</label><select id="locale" name="locale">{['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'].map((l) => <option key={l} value={l}>{new Intl.DisplayNames([frame.locale], { type: 'language' }).of(l) ?? l}</option>)}</select></div>
        </div>
        <button type="submit">{t('desk.invite')}</button>
      </form>
      {audit ? <><h2>{t('desk.audit')}</h2><AuditTable frame={frame} entries={audit.entries} orderLink={audit.orderLink} /></> : null}
    </DeskLayout>
  );
}

export function PersonalDataPage({ frame, exportAction, eraseAction, result, error }: { frame: DeskFrame; exportAction: string; eraseAction: string; result?: { accountErased: boolean; contactMessagesErased: number; ordersAnonymised: number; ordersKept: { number: string; keptUntil: string }[] }; error?: string }) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      <Message error={error} />
      <form method="get" action={exportAction} className="box">
        <label htmlFor="export-email">{t('desk.email')}</label>
        <input id="export-email" name="email" type="email" required />
        <button type="submit">{t('desk.exportData')}</button>
      </form>
      <form method="post" action={eraseAction} className="box">
        <label htmlFor="erase-email">{t('desk.email')}</label>
        <input id="erase-email" name="email" type="email" required />
        <button type="submit" className="danger">{t('desk.eraseData')}</button>
      </form>
      {result && (
        <section className="box" role="status">
          <p>{t('labelled', { label: t('desk.erased'), value: result.accountErased ? '✓' : '—' })} · {t('labelled', { label: t('desk.inbox'), value: result.contactMessagesErased })} · {t('labelled', { label: `${t('desk.orders')} (${t('desk.anonymised')})`, value: result.ordersAnonymised })}</p>
          <ul>{result.ordersKept.map((o) => <li key={o.number}>{o.number}: {t('desk.kept')} {o.keptUntil}</li>)}</ul>
        </section>
      )}
    </DeskLayout>
  );
}

export function ProblemPage({ frame, text, back }: { frame: DeskFrame; text: string; back?: { href: string; text: string } }) {
  return <DeskLayout frame={frame}><p className="error">{text}</p>{back ? <p><a href={back.href}>{back.text}</a></p> : null}</DeskLayout>;
}
