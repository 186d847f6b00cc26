/**
 * Settings for external content (spec section 4), in the footer: one accept/deny choice per
 * requested domain. Saving rewrites both consent cookies (one year). The server renders the
 * defaults; hydrated, the island shows the stored choices. Without JS the list is shown as it
 * stands (the defaults) and nothing external is embedded anyway.
 */
import { useEffect, useState } from 'react';
import { consentCookies, defaultConsent, readConsentCookies, type Consent, type ConsentStatus } from '../../client/consent/policy';
import type { Texts } from './texts';

export interface ConsentSettingsProps {
  texts?: Texts;
}

export function ConsentSettingsView({ texts = {} }: ConsentSettingsProps) {
  const [consent, setConsent] = useState<Consent>(defaultConsent);
  const [saved, setSaved] = useState(false);
  useEffect(() => setConsent(readConsentCookies(document.cookie)), []);
  const choose = (domain: string, status: ConsentStatus) => {
    setSaved(false);
    setConsent((current) => ({ ...current, [domain]: status }));
  };
  const save = () => {
    for (const cookie of consentCookies(consent, location.protocol === 'https:')) document.cookie = cookie;
    setSaved(true);
  };
  return (
    <details className="consent-settings">
      <summary>{texts.open}</summary>
      <h2>{texts.title}</h2>
      <p>{texts.intro}</p>
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
                      <input type="radio" name={`consent-${domain}`} value={value} checked={status === value} onChange={() => choose(domain, value)} />{' '}
                      {value === 'accepted' ? texts.accept : texts.deny}
                    </label>
                  ))}
                </fieldset>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={save}>{texts.save}</button>
      <p role="status">{saved ? texts.saved : ''}</p>
    </details>
  );
}
