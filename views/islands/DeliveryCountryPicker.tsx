/**
 * The DeliveryCountryPicker island: hydrated on interaction, so no React runs before it. Until then
 * the link leads to the no-JS picker page; the click that wakes it is held and opens the modal.
 */
import { useContext, useState } from 'react';
import { DELIVERY_COUNTRIES } from '../../locales/editions';
import { Modal } from '../ui/Modal';
import { IslandIdContext, type Hydration, type Texts } from '../hydration';
import { chooseDeliveryCountry } from './delivery-country';
import { regionName, sortedRegions } from '../intl';

/**
 * Delivery-country picker. Without JS: a link to the edition's delivery-country page (a form with
 * the country grid). Hydrated: the same grid in a modal.
 */
export interface DeliveryCountryPickerProps {
  current: string;
  /** Link to the no-JS picker page. */
  pageHref: string;
  label: string;
  locale?: string;
  texts?: Texts;
  closeLabel?: string;
}

export default function DeliveryCountryPicker({ current, pageHref, label, locale = 'de-DE', texts = {}, closeLabel = '×' }: DeliveryCountryPickerProps) {
  const id = useContext(IslandIdContext);
  const [open, setOpen] = useState(false);
  const countries = sortedRegions(locale, DELIVERY_COUNTRIES);
  return (
    <>
      <a
        className="delivery-country"
        href={pageHref}
        aria-label={`${label}: ${current}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className="delivery-country-code">{current}</span>
      </a>
      {open ? (
        <Modal id={`${id}-dialog`} title={texts.title ?? label} closeLabel={closeLabel} onClose={() => setOpen(false)} className="country-modal">
          <ul className="country-grid">
            {countries.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className="country-choice"
                  data-country={code}
                  aria-pressed={code === current.toUpperCase()}
                  onClick={() => {
                    if (chooseDeliveryCountry(code, current) === 'unchanged') setOpen(false);
                  }}
                >
                  <span className="country-choice-code">{code}</span> {regionName(locale, code)}
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}

export const hydration: Hydration<{ locale: string; texts: Texts; closeLabel: string }> = {
  name: 'DeliveryCountryPicker',
  when: 'interaction',
  extra: (shop, { texts }) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: texts('deliveryCountry'),
    closeLabel: texts('modal').close ?? '×',
  }),
};
