/** One information page (about, press, terms ...): a heading, the text and the other topics. */
import { useShop } from '../context';
import { infoTopicsFor, type InfoTopic } from '../layout/info-topics';
import type { Operator } from '../operator';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { STATUTORY_WITHDRAWAL_DAYS } from '../../contract/calls/orders';

/** The pages that name the operator: the imprint in full, the terms and privacy pages its name and address. */
const NAMES_OPERATOR: InfoTopic[] = ['imprint', 'terms', 'privacy'];

function OperatorFacts({ operator, countryName, full }: { operator: Operator; countryName: string; full: boolean }) {
  const { t } = useShop();
  return (
    <section className="operator" aria-labelledby="operator-heading">
      <h2 id="operator-heading">{t('info.operator.heading')}</h2>
      {operator.demo ? <p className="notice" role="note"><strong>{t('info.operator.demo')}</strong></p> : null}
      <dl>
        <dt>{t('info.operator.name')}</dt><dd>{operator.name}</dd>
        <dt>{t('info.operator.address')}</dt><dd>{operator.street}<br />{`${operator.postcode} ${operator.city}`}<br />{countryName}</dd>
        <dt>{t('info.operator.email')}</dt><dd><a href={`mailto:${operator.email}`}>{operator.email}</a></dd>
        {full && operator.phone ? <><dt>{t('info.operator.phone')}</dt><dd>{operator.phone}</dd></> : null}
        {full && operator.representative ? <><dt>{t('info.operator.representative')}</dt><dd>{operator.representative}</dd></> : null}
        {full && operator.register ? <><dt>{t('info.operator.register')}</dt><dd>{operator.register}</dd></> : null}
        {full && operator.vatId ? <><dt>{t('info.operator.vatId')}</dt><dd>{operator.vatId}</dd></> : null}
      </dl>
    </section>
  );
}

export function InfoPage({ topic, operator, operatorCountry }: { topic: InfoTopic; operator?: Operator; operatorCountry?: string }) {
  const { t, link, edition } = useShop();
  return (
    <article className="site-page">
      <h1>{t(`info.${topic}.title`)}</h1>
      {/* The withdrawal notice states the period by the same number the orders count with. */}
      <p>{t(`info.${topic}.text`, { days: STATUTORY_WITHDRAWAL_DAYS })}</p>
      {topic === 'merchants' ? <p><a href={PORTAL_PATHS.signIn}>{t('info.merchants.portal')}</a></p> : null}
      {operator && NAMES_OPERATOR.includes(topic) ? <OperatorFacts operator={operator} countryName={operatorCountry ?? operator.country} full={topic === 'imprint'} /> : null}
      <nav aria-label={t('layout.footer.information')}>
        <ul className="tile-list">
          {infoTopicsFor(edition).filter((other) => other !== topic).map((other) => (
            <li key={other}><a href={link('Info', { topic: t(`info.${other}.slug`) })}>{t(`info.${other}.link`)}</a></li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
