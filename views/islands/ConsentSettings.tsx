/** The ConsentSettings island: in the footer, hydrated when it comes into view. */
import { useEffect, useState, type FormEvent } from 'react';
import { consentCookies, consentField, defaultConsent, readConsentCookies, type Consent, type ConsentStatus } from '../../client/consent/policy';
import type { Hydration, Texts } from '../hydration';

/**
 * Settings for external content, in the footer: one accept/deny choice per
 * requested domain. Saving rewrites both consent cookies (one year). The server renders the
 * stored choices as a form: without JS it posts to server/web/visitor/consent.ts, which writes the same
 * cookies and returns to the page; hydrated, the island saves in place.
 */
export interface ConsentSettingsProps {
  /** Where the form posts without JavaScript, and the page to come back to. */
  action: string;
  returnTo: string;
  /** The choices stored in the visitor's cookies when the page was rendered. */
  consent?: Consent;
  texts?: Texts;
}

export default function ConsentSettings({ action, returnTo, consent: stored, texts = {} }: ConsentSettingsProps) {
  const [consent, setConsent] = useState<Consent>(() => stored ?? defaultConsent());
  const [saved, setSaved] = useState(false);
  useEffect(() => setConsent(readConsentCookies(document.cookie)), []);
  const choose = (domain: string, status: ConsentStatus) => {
    setSaved(false);
    setConsent((current) => ({ ...current, [domain]: status }));
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    for (const cookie of consentCookies(consent, location.protocol === 'https:')) document.cookie = cookie;
    setSaved(true);
  };
  return (
    <details className="consent-settings">
      <summary>{texts.open}</summary>
      <h2>{texts.title}</h2>
      <p>{texts.intro}</p>
      <form method="post" action={action} onSubmit={save}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <table>
        <tbody>
          {Object.entries(consent).map(([domain, status]) => (
            <tr key={domain} data-domain={domain}>
              <th scope="row">{domain}</th>
              <td>
                <fieldset>
                  <legend className="visually-hidden">{domain}</legend>
                  {(['accepted', 'denied'] as const).map((value) => (
                    <label key={value}>
                      <input type="radio" name={consentField(domain)} value={value} checked={status === value} onChange={() => choose(domain, value)} />{' '}
                      {value === 'accepted' ? texts.accept : texts.deny}
                    </label>
                  ))}
                </fieldset>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit">{texts.save}</button>
      <p role="status">{saved ? texts.saved : ''}</p>
      </form>
    </details>
  );
}

export const hydration: Hydration<{ texts: Texts }> = {
  name: 'ConsentSettings',
  when: 'visible',
  extra: (shop, { texts }) => ({ texts: texts('consent') }),
};
