/**
 * The desk's people (the operator's page): support and operator accounts with their role and
 * whether their invitation is still open, the invitation form (role, language, the operator's
 * current code) and, beside everyone but the operator themself, the removal with a code. The words
 * are the portal's people screen's, in the operator's language.
 */
import type { Person } from '../../contract/calls/people';
import { LOCALES } from '../../locales/editions';
import { formatWhen } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';

export type DeskPeopleProblem = { form: 'invite'; field: 'name' | 'email' | 'locale' | 'role' | 'code'; message: string } | { form: 'remove'; staffId: number; message: string };

export interface DeskPeoplePageProps {
  frame: DeskFrame;
  people: Person[];
  inviteAction: string;
  removeAction: (staffId: number) => string;
  sent?: { name: string; email: string; locale: string; role: string };
  problem?: DeskPeopleProblem | null;
  notice?: string;
}

export function DeskPeoplePage({ frame, people, inviteAction, removeAction, sent, problem, notice }: DeskPeoplePageProps) {
  const { t, locale } = frame;
  const language = (code: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  const invite = problem?.form === 'invite' ? problem : null;
  const beside = (field: string) => (invite?.field === field ? <p id={`invite-${field}-problem`} className="error">{invite.message}</p> : null);
  const marked = (field: string) => ({ 'aria-invalid': invite?.field === field ? true : undefined, 'aria-describedby': invite?.field === field ? `invite-${field}-problem` : undefined });
  const now = new Date().toISOString();
  return (
    <DeskLayout frame={frame}>
      {notice ? <p className="notice" role="status">{notice}</p> : null}
      <p className="muted">{t('desk.people.intro')}</p>
      <table>
        <thead><tr><th>{t('portal.people.name')}</th><th>{t('portal.people.email')}</th><th>{t('portal.people.role')}</th><th>{t('portal.people.language')}</th><th>{t('portal.people.remove')}</th></tr></thead>
        <tbody>
          {people.map((person) => {
            const refused = problem?.form === 'remove' && problem.staffId === person.id ? problem : null;
            const state = person.accepted ? '' : person.invitationExpiresAt && person.invitationExpiresAt > now ? t('portal.people.pending', { date: formatWhen(person.invitationExpiresAt, locale) }) : t('portal.people.lapsed');
            return (
              <tr key={person.id} id={`person-${person.id}`}>
                <td>{person.name}{person.you ? ` (${t('portal.people.you')})` : ''}{state ? <><br /><span className="muted">{state}</span></> : null}</td>
                <td><code>{person.email}</code></td>
                <td>{t(`desk.roles.${person.role}`)}</td>
                <td>{language(person.locale)}</td>
                <td>
                  {person.you ? null : (
                    <form method="post" action={removeAction(person.id)}>
                      <label htmlFor={`remove-${person.id}-code`}>{t('portal.people.code')}</label>
                      <input id={`remove-${person.id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required aria-invalid={refused ? true : undefined} aria-describedby={refused ? `remove-${person.id}-problem` : undefined} />
                      {refused ? <p id={`remove-${person.id}-problem`} className="error">{refused.message}</p> : null}
                      <button type="submit" className="danger">{person.accepted ? t('portal.people.remove') : t('portal.people.withdraw')}</button>
                    </form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>{t('portal.people.inviteHeading')}</h2>
      <form method="post" action={inviteAction} className="box">
        <p className="muted">{t('portal.people.inviteHint')}</p>
        <div className="grid">
          <div><label htmlFor="invite-name">{t('portal.people.name')}</label><input id="invite-name" name="name" required maxLength={100} defaultValue={sent?.name} {...marked('name')} />{beside('name')}</div>
          <div><label htmlFor="invite-email">{t('portal.people.email')}</label><input id="invite-email" name="email" type="email" required maxLength={254} defaultValue={sent?.email} {...marked('email')} />{beside('email')}</div>
          <div><label htmlFor="invite-role">{t('portal.people.role')}</label>
            <select id="invite-role" name="role" defaultValue={sent?.role || 'support'} {...marked('role')}>
              <option value="support">{t('desk.roles.support')}</option><option value="operator">{t('desk.roles.operator')}</option>
            </select>{beside('role')}
          </div>
          <div><label htmlFor="invite-locale">{t('portal.people.language')}</label>
            <select id="invite-locale" name="locale" defaultValue={sent?.locale || locale} {...marked('locale')}>{LOCALES.map((code) => <option key={code} value={code}>{language(code)}</option>)}</select>{beside('locale')}
          </div>
          <div><label htmlFor="invite-code">{t('portal.people.code')}</label><input id="invite-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required {...marked('code')} />{beside('code')}</div>
        </div>
        <button type="submit">{t('portal.people.invite')}</button>
      </form>
    </DeskLayout>
  );
}
