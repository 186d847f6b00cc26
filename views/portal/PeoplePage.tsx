/**
 * The shop's people (the owner's screen): who has an account and in which role, open invitations
 * with when they lapse, the form that invites staff (the invitation goes by mail) and, beside each
 * staff member, the removal. Inviting and removing each ask for the current code of the owner's
 * authenticator app. A refused value is said beside its field, with what was typed kept (never the code).
 */
import type { Translate } from '../../locales/i18n';
import { LOCALES, type Locale } from '../../locales/editions';
import type { Person } from '../../contract/calls/people';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

export type PeopleProblem = { form: 'invite'; field: 'name' | 'email' | 'locale' | 'code'; message: string } | { form: 'remove'; staffId: number; message: string };

export interface PeoplePageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  /** null: the member is not the owner (the page says so and shows nobody). */
  people: Person[] | null;
  formatDate: (iso: string) => string;
  sent?: { name: string; email: string; locale: string };
  problem?: PeopleProblem | null;
  notice?: 'invited' | 'removed' | null;
}

const languageName = (lang: Locale, locale: string) => new Intl.DisplayNames([lang], { type: 'language' }).of(locale) ?? locale;

function CodeField({ t, id, invalid, message }: { t: Translate; id: string; invalid: boolean; message?: string }) {
  return (
    <label htmlFor={id}>{t('portal.people.code')}
      <input id={id} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} size={8} required aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-problem` : undefined} />
      {invalid ? <span id={`${id}-problem`} className="field-problem problem">{message}</span> : null}
    </label>
  );
}

function PersonCard({ t, lang, person, formatDate, problem }: { t: Translate; lang: Locale; person: Person; formatDate: (iso: string) => string; problem: PeoplePageProps['problem'] }) {
  const lapsed = person.invitationExpiresAt !== null && person.invitationExpiresAt <= new Date().toISOString();
  const state = person.accepted ? t('portal.people.active') : lapsed ? t('portal.people.lapsed') : t('portal.people.pending', { date: formatDate(person.invitationExpiresAt ?? '') });
  const removable = person.role === 'shop_staff' && !person.you;
  const refused = problem?.form === 'remove' && problem.staffId === person.id ? problem : null;
  return (
    <li className="person" id={`person-${person.id}`}>
      <p className="who"><strong>{person.name}</strong>{person.you ? <> ({t('portal.people.you')})</> : null}<br /><span className="wrap">{person.email}</span></p>
      <p className="role">{t(`desk.roles.${person.role}`)} · {languageName(lang, person.locale)}<br /><span className={person.accepted ? 'muted' : 'status status-held'}>{state}</span></p>
      {removable ? (
        <form method="post" action={PORTAL_PATHS.personRemoval(person.id)} className="row remove">
          <CodeField t={t} id={`remove-${person.id}-code`} invalid={refused !== null} message={refused?.message} />
          <button type="submit" className="secondary">{person.accepted ? t('portal.people.remove') : t('portal.people.withdraw')}</button>
        </form>
      ) : null}
    </li>
  );
}

export function PeoplePage({ t, lang, shopName, people, formatDate, sent, problem, notice }: PeoplePageProps) {
  const invite = problem?.form === 'invite' ? problem : null;
  const fieldProps = (field: 'name' | 'email' | 'locale') => ({ 'aria-invalid': invite?.field === field ? true : undefined, 'aria-describedby': invite?.field === field ? `invite-${field}-problem` : undefined });
  const fieldProblem = (field: 'name' | 'email' | 'locale') => (invite?.field === field ? <span id={`invite-${field}-problem`} className="field-problem problem">{invite.message}</span> : null);
  return (
    <PortalShell t={t} lang={lang} title={t('portal.people.heading')} shopName={shopName} current="people">
      <h1>{t('portal.people.heading')}</h1>
      {people === null ? <p className="problem" role="alert">{t('portal.ownersOnly')}</p> : (
        <>
          {notice ? <p className="notice" role="status">{t(`portal.people.notice.${notice}`)}</p> : null}
          <p className="muted">{t('portal.people.intro')}</p>
          <section aria-labelledby="people-list">
            <h2 id="people-list">{t('portal.people.listHeading')} ({people.length})</h2>
            <ul className="people plain">{people.map((person) => <PersonCard key={person.id} t={t} lang={lang} person={person} formatDate={formatDate} problem={problem} />)}</ul>
          </section>
          <section aria-labelledby="people-invite">
            <h2 id="people-invite">{t('portal.people.inviteHeading')}</h2>
            <p className="muted">{t('portal.people.inviteHint')}</p>
            <form method="post" action={PORTAL_PATHS.people} className="stack invite">
              <label htmlFor="invite-name">{t('portal.people.name')}<input id="invite-name" name="name" required maxLength={100} autoComplete="off" defaultValue={sent?.name} {...fieldProps('name')} />{fieldProblem('name')}</label>
              <label htmlFor="invite-email">{t('portal.people.email')}<input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" defaultValue={sent?.email} {...fieldProps('email')} />{fieldProblem('email')}</label>
              <label htmlFor="invite-locale">{t('portal.people.language')}
                <select id="invite-locale" name="locale" defaultValue={sent?.locale || lang} {...fieldProps('locale')}>
                  {LOCALES.map((locale) => <option key={locale} value={locale}>{languageName(lang, locale)}</option>)}
                </select>
                {fieldProblem('locale')}
              </label>
              <CodeField t={t} id="invite-code" invalid={invite?.field === 'code'} message={invite?.message} />
              <button type="submit">{t('portal.people.invite')}</button>
            </form>
          </section>
        </>
      )}
    </PortalShell>
  );
}
