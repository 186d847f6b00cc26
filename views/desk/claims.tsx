/** Who works an item: a warning when another agent opened it minutes ago, its assignee, and taking or releasing it. */
import type { DeskClaims } from '../../contract/calls/desk-claims';
import type { DeskFrame } from './DeskLayout';
import { ageText } from './work';

export interface ClaimForm {
  claims: DeskClaims;
  /** Where the take and release form posts. */
  action: string;
  now: string;
}

export function ClaimBox({ frame, form }: { frame: DeskFrame; form: ClaimForm }) {
  const { t } = frame;
  const { claims, action, now } = form;
  const mine = claims.assignee !== null && claims.assignee.id === frame.staff?.id;
  return (
    <section className="box claims" aria-label={t('deskClaims.heading')}>
      {claims.openedBy.map((other) => (
        <p key={`${other.name}-${other.at}`} className="error" role="alert">{t('deskClaims.openedBy', { name: other.name, ago: ageText(frame.locale, other.at, now) })}</p>
      ))}
      <form method="post" action={action} className="inline">
        <span>{claims.assignee === null ? t('deskClaims.nobody') : mine ? t('deskClaims.mine') : t('deskClaims.assignedTo', { name: claims.assignee.name })}</span>{' '}
        <input type="hidden" name="back" value="item" />
        {claims.assignee === null
          ? <button type="submit" name="action" value="take">{t('deskClaims.take')}</button>
          : <button type="submit" name="action" value="release" className="secondary">{t('deskClaims.release')}</button>}
      </form>
    </section>
  );
}
