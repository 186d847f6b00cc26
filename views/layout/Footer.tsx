/** Footer: delivery services, payment services, social media and the information pages. */
import { useShop } from '../context';
import { CONSENT_PATH } from '../../client/consent/policy';
import * as ConsentSettingsIsland from '../islands/ConsentSettings';
import { infoTopicsFor } from './info-topics';
import type { LayoutData } from './types';
import { island } from '../render/island';

const ConsentSettings = island(ConsentSettingsIsland);

interface SocialLink {
  name: string;
  url: string;
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function Footer({ layout }: { layout?: LayoutData }) {
  const { t, link, edition } = useShop();
  const carriers = list(t('layout.footer.carriers', { returnObjects: true }));
  const socialValue = t('layout.footer.social', { returnObjects: true }) as unknown;
  const social = Array.isArray(socialValue) ? (socialValue as SocialLink[]) : [];
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section>
          <h2>{t('layout.footer.information')}</h2>
          <ul className="footer-info">
            {infoTopicsFor(edition).map((topic) => (
              <li key={topic}>
                <a href={link('Info', { topic: t(`info.${topic}.slug`) })}>{t(`info.${topic}.link`)}</a>
              </li>
            ))}
            <li key="orders">
              <a href={link('Orders', {})}>{t('orderTrack.link')}</a>
            </li>
            <li key="withdraw">
              <a href={link('Withdraw', {})}>{t('withdrawal.link')}</a>
            </li>
            <li key="accessibility">
              <a href={link('Accessibility', {})}>{t('accessibility.link')}</a>
            </li>
            {layout?.dataSources ? (
              <li key="sources">
                <a href={link('Info', { topic: t('info.sources.slug') })}>{t('info.sources.link')}</a>
              </li>
            ) : null}
          </ul>
        </section>
        <section>
          <h2>{t('layout.footer.deliveryServices')}</h2>
          <ul className="footer-chips">{carriers.map((name) => <li key={name}>{name}</li>)}</ul>
          <h2>{t('layout.footer.paymentServices')}</h2>
          {/* The marketplace's answer (payments/methods.ts): only what the checkout here offers. */}
          <ul className="footer-chips footer-payments">{(layout?.paymentMethods ?? []).map((method) => <li key={method} data-method={method}>{t(`orders.payment.${method}`)}</li>)}</ul>
        </section>
        <section>
          <h2>{t('layout.footer.socialMedia')}</h2>
          <ul className="footer-social">
            {social.map((entry) => (
              <li key={entry.name}>
                <a href={entry.url} rel="noopener noreferrer">{entry.name}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ConsentSettings action={CONSENT_PATH} returnTo={layout?.currentPath ?? link('Home', {})} consent={layout?.consent} />
      <p className="footer-legal">{t('layout.footer.legal', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
