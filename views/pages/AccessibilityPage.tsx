/**
 * The accessibility statement: what it covers, the standard the shop is tested against and how,
 * known limitations, how to report a barrier (contact page, e-mail) and where to turn next.
 */
import { useShop } from '../context';

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function AccessibilityPage({ contactHref }: { contactHref: string }) {
  const { t } = useShop();
  const email = t('contact.email');
  return (
    <article className="site-page accessibility-page">
      <h1>{t('accessibility.title')}</h1>
      <p>{t('accessibility.intro')}</p>
      <h2>{t('accessibility.scopeHeading')}</h2>
      <p>{t('accessibility.scope')}</p>
      <h2>{t('accessibility.conformanceHeading')}</h2>
      <p>{t('accessibility.conformance')}</p>
      <h2>{t('accessibility.testingHeading')}</h2>
      <p>{t('accessibility.testingLead')}</p>
      <ul>{list(t('accessibility.testing', { returnObjects: true })).map((line) => <li key={line}>{line}</li>)}</ul>
      <h2>{t('accessibility.limitsHeading')}</h2>
      <ul>{list(t('accessibility.limits', { returnObjects: true })).map((line) => <li key={line}>{line}</li>)}</ul>
      <h2>{t('accessibility.reportHeading')}</h2>
      <p>{t('accessibility.report')}</p>
      <ul>
        <li><a href={contactHref}>{t('accessibility.reportForm')}</a></li>
        <li>{t('accessibility.reportEmail')} <a href={`mailto:${email}`}>{email}</a></li>
      </ul>
      <p>{t('accessibility.reportAnswer')}</p>
      <h2>{t('accessibility.enforcementHeading')}</h2>
      <p>{t('accessibility.enforcement')}</p>
      <p className="accessibility-date">{t('accessibility.date')}</p>
    </article>
  );
}
