/** The frame of every desk page: the staff member's language, the desk's own stylesheet, the navigation by role. */
import type { ReactNode } from 'react';
import type { StaffMember } from '../../contract/calls/staff';
import type { Locale } from '../../locales/editions';
import type { Translate } from '../../locales/i18n';
import { FAVICON_URL } from '../favicon';

export interface DeskFrame {
  locale: Locale;
  /** The desk's words (each language's desk.json among the locale resources) in the staff member's language. */
  t: Translate;
  title: string;
  /** Whose pages these are, when not the desk's: a shop's people accept their invitation here too. */
  site?: string;
  staff: StaffMember | null;
  paths: { queue: string; home: string; inbox: string; shops: string; personalData: string; audit: string; settlements: string; bankStatements?: string; taxReports?: string; people: string; signOut: string; css: string; refunds?: string; savedReplies?: string };
}

export function DeskLayout({ frame, children }: { frame: DeskFrame; children: ReactNode }) {
  const { t } = frame;
  const { staff, paths } = frame;
  return (
    <html lang={frame.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${frame.title} · ${frame.site ?? t('desk.desk')}`}</title>
        <link rel="icon" href={FAVICON_URL} />
        <link rel="stylesheet" href={paths.css} />
      </head>
      <body>
        <header>
          <strong>Spareo · {frame.site ?? t('desk.desk')}</strong>
          {staff && (
            <nav aria-label={t('desk.desk')}>
              <a href={paths.queue}>{t('deskWork.queue')}</a>
              <a href={`${paths.inbox.replace(/\/inbox$/, '')}/search`}>{t('deskSearch.nav')}</a>
              <a href={paths.home}>{t('desk.orders')}</a>
              <a href={paths.inbox}>{t('desk.inbox')}</a>
              <a href={`${paths.inbox.replace(/\/inbox$/, '')}/reviews`}>{t('desk.reviews.title')}</a>
              {paths.refunds && <a href={paths.refunds}>{t('refunds.desk.title')}</a>}
              {paths.savedReplies && <a href={paths.savedReplies}>{t('deskItems.saved.heading')}</a>}
              <a href={paths.personalData}>{t('desk.personalData')}</a>
              {staff.role === 'operator' && <a href={paths.shops}>{t('desk.shops')}</a>}
              {staff.role === 'operator' && <a href={paths.settlements}>{t('settlements.title')}</a>}
              {staff.role === 'operator' && paths.bankStatements && <a href={paths.bankStatements}>{t('bankStatements.title')}</a>}
              {staff.role === 'operator' && paths.taxReports && <a href={paths.taxReports}>{t('taxReports.title')}</a>}
              {staff.role === 'operator' && <a href={paths.audit}>{t('desk.audit')}</a>}
              {staff.role === 'operator' && <a href={paths.people}>{t('desk.people.nav')}</a>}
              <form className="inline" method="post" action={paths.signOut}>
                <span>{staff.name} </span>
                <button type="submit">{t('desk.signOut')}</button>
              </form>
            </nav>
          )}
        </header>
        <main>
          <h1>{frame.title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}
