/**
 * Delivery-country picker. Without JS: a link to the edition's delivery-country page (a form with
 * the country grid). The islands engineer adds the modal (spec section 4).
 */
export interface DeliveryCountryPickerProps {
  current: string;
  /** Link to the no-JS picker page. */
  pageHref: string;
  label: string;
}

export function DeliveryCountryPickerView({ current, pageHref, label }: DeliveryCountryPickerProps) {
  return (
    <a className="delivery-country" href={pageHref} aria-label={`${label}: ${current}`}>
      <span className="delivery-country-code">{current}</span>
    </a>
  );
}
