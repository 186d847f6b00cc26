/** The SaveVehicle island: hydrated when visible; texts and locale come from the server. */
import { fetchAnswer } from '../../client/call';
import { commerceCalls } from '../../contract/calls/commerce';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { checkHeaders } from '../../client/check-headers';
import type { Hydration } from '../hydration';
import { takeLostFocus } from '../ui/focus';

/**
 * "Save vehicle" on the model page (DE, AT; when a model is chosen and not saved yet). The
 * server renders the plain link to the save path, which works without JavaScript (sign in, then
 * confirm). Hydrated, a click POSTs /api/user/vehicles {modelId} with the check headers csr, ts, c:
 * success shows "saved"; {success: false} (signed out, refused, failed) shows the login hint.
 */
export interface SaveVehicleTexts {
  link: string;
  saved: string;
  savedHref: string;
  loginHint: string;
  loginLink: string;
}

export interface SaveVehicleProps {
  modelId: string;
  /** The no-JS save path (/Mein-Spareo/Fahrzeuge/speichern/{modelId}). */
  href: string;
  /** Login page returning to the save path. */
  loginHref: string;
  /** The account area listing saved vehicles. */
  accountHref: string;
  locale: string;
  texts: SaveVehicleTexts;
}

type Status = 'idle' | 'saving' | 'saved' | 'login';

/** Success true, anything else (including a failed call) is false. */
export async function postSaveVehicle(modelId: string, locale: string): Promise<boolean> {
  try {
    const answer = await fetchAnswer(commerceCalls['POST /user/vehicles'], { body: { modelId }, headers: { 'x-spareo-locale': locale, ...(await checkHeaders('user')) } });
    return answer.success;
  } catch (error) {
    console.error('[save-vehicle] failed', error);
    return false;
  }
}

export default function SaveVehicle({ modelId, href, loginHref, accountHref, locale, texts }: SaveVehicleProps) {
  const [status, setStatus] = useState<Status>('idle');
  const saved = useRef<HTMLParagraphElement>(null);

  // "Saved" takes the place of the link that was used: focus goes to it, not to the top of the page.
  useEffect(() => {
    if (status === 'saved') takeLostFocus(saved.current);
  }, [status]);

  const save = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (status === 'saving') return;
    setStatus('saving');
    void postSaveVehicle(modelId, locale).then((success) => setStatus(success ? 'saved' : 'login'));
  };

  return (
    <div className="save-vehicle" aria-live="polite">
      {status === 'saved' ? (
        <p ref={saved} className="save-vehicle-saved" role="status">
          {texts.saved} <a href={accountHref}>{texts.savedHref}</a>
        </p>
      ) : (
        <a className="save-vehicle-link" href={href} onClick={save} aria-disabled={status === 'saving' ? true : undefined}>{texts.link}</a>
      )}
      {status === 'login' ? (
        <p className="save-vehicle-hint" role="alert">
          {texts.loginHint} <a href={loginHref}>{texts.loginLink}</a>
        </p>
      ) : null}
    </div>
  );
}

export const hydration: Hydration<Pick<SaveVehicleProps, 'locale' | 'texts'>> = {
  name: 'SaveVehicle',
  when: 'visible',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: {
      link: shop?.t('account.save.link') ?? '',
      saved: shop?.t('account.save.saved') ?? '',
      savedHref: shop?.t('account.save.savedHref') ?? '',
      loginHint: shop?.t('account.save.loginHint') ?? '',
      loginLink: shop?.t('account.save.loginLink') ?? '',
    },
  }),
};
