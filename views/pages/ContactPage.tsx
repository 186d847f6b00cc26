/**
 * The contact page: who answers what, the postal address, the e-mail address and a form that
 * posts to this page (works without JavaScript). A sent message shows a confirmation; a rejected
 * one shows the form again with the shopper's text and the field at fault.
 */
import { Fragment } from 'react';
import { useShop } from '../context';
import { infoTopicsFor } from '../layout/info-topics';

export type ContactField = 'name' | 'email' | 'orderNumber' | 'message';

export interface ContactPageProps {
  /** The operator's postal address (configuration), line by line. */
  address: string[];
  email: string;
  /** The operator's facts are the demo's placeholders. */
  demo: boolean;
  action: string;
  /** The message was stored. */
  sent: boolean;
  /** What the shopper typed, shown again after a rejected or failed post. */
  values: Partial<Record<ContactField, string>>;
  /** The field at fault ('form' when the post could not be read), 'unavailable' when it could not be stored, 'limit' beyond the budget of messages. */
  error?: ContactField | 'form' | 'unavailable' | 'limit';
}

const FIELDS: { name: ContactField; type: 'text' | 'email' | 'textarea'; autoComplete?: string; maxLength: number; required: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: 100, required: true },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254, required: true },
  { name: 'orderNumber', type: 'text', autoComplete: 'off', maxLength: 40, required: false },
  { name: 'message', type: 'textarea', maxLength: 5000, required: true },
];

export function ContactPage({ action, sent, values, error, address: lines, email, demo }: ContactPageProps) {
  const { t, link, edition } = useShop();
  const invalid = (field: ContactField) => (error === field ? true : undefined);
  return (
    <article className="site-page contact-page">
      <h1>{t('contact.heading')}</h1>
      <p>{t('contact.lead')}</p>
      {sent ? <p className="account-message" role="status">{t('contact.sent')}</p> : null}
      <div>
        <section aria-labelledby="contact-address">
          <h2 id="contact-address">{t('contact.addressHeading')}</h2>
          {demo ? <p className="notice" role="note">{t('info.operator.demo')}</p> : null}
          <address>{lines.map((line, index) => <Fragment key={index}>{index ? <br /> : null}{line}</Fragment>)}</address>
        </section>
        <section aria-labelledby="contact-email-heading">
          <h2 id="contact-email-heading">{t('contact.emailHeading')}</h2>
          <p><a href={`mailto:${email}`}>{email}</a></p>
          <p>{t('contact.emailNote')}</p>
        </section>
      </div>
      <form className="account-form contact-form" method="post" action={action} aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
        <p className="account-lead">{t('contact.required')}</p>
        {error ? <p className="account-message account-alert" role="alert" id="contact-error">{t(`contact.error.${error}`)}</p> : null}
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`;
          const described = [error === field.name ? 'contact-error' : '', field.name === 'message' ? 'contact-message-hint' : ''].filter(Boolean).join(' ') || undefined;
          const common = {
            id, name: field.name, required: field.required, maxLength: field.maxLength, defaultValue: values[field.name] ?? '',
            'aria-invalid': invalid(field.name), 'aria-describedby': described,
          };
          // Label, field and hint are the form's own children: its column layout (account forms) stacks them.
          return (
            <Fragment key={field.name}>
              <label htmlFor={id}>{t(`contact.field.${field.name}`)}{field.required ? ' *' : ''}</label>
              {field.type === 'textarea'
                ? <textarea {...common} rows={8} minLength={10} />
                : <input {...common} type={field.type} autoComplete={field.autoComplete} />}
              {field.name === 'message' ? <p className="account-rule" id="contact-message-hint">{t('contact.messageHint')}</p> : null}
            </Fragment>
          );
        })}
        <p className="account-rule">{t('contact.privacy')}</p>
        <button type="submit" className="button">{t('contact.submit')}</button>
      </form>
      <nav aria-label={t('layout.footer.information')}>
        <ul className="tile-list">
          {infoTopicsFor(edition).filter((other) => other !== 'support').map((other) => (
            <li key={other}><a href={link('Info', { topic: t(`info.${other}.slug`) })}>{t(`info.${other}.link`)}</a></li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
