/**
 * The checkout: one plain form (works without JavaScript) posted to this page. Contact, delivery
 * address (the country is the one chosen in the cart), billing address if different, then each
 * shop's part with its payment method and its terms to accept, the totals and the order button.
 */
import { DELIVERY_COUNTRIES } from '../../locales/editions';
import { AddressFields } from '../checkout/AddressFields';
import { FieldError, invalidProps } from '../checkout/FieldError';
import { ShopPart } from '../checkout/ShopPart';
import type { CheckoutPageProps, CheckoutProblem, QuoteChangeAnswer } from '../checkout/types';
import { formatPrice, useShop } from '../context';
import { regionName, sortedRegions } from '../intl';

const FIELD_LABELS = ['email', 'phone', 'name', 'street', 'zip', 'city', 'company', 'vatId'];

function fieldLabel(t: ReturnType<typeof useShop>['t'], field: string): string {
  if (FIELD_LABELS.includes(field)) return t(`checkout.field.${field}`);
  const line = field.slice(7).toLowerCase();
  return field.startsWith('billing') && FIELD_LABELS.includes(line) ? t('labelled', { label: t('checkout.billing.heading'), value: t(`checkout.field.${line}`) }) : field;
}

/** The message above the form; a refused field also has its reason beside it. */
function problemText(t: ReturnType<typeof useShop>['t'], problem: CheckoutProblem): string {
  if (problem.kind === 'fields') {
    const fields = Object.keys(problem.fields).filter((field) => field !== 'payment');
    if (fields.length === 0) return t('checkout.error.payment');
    return t('checkout.error.field', { field: fields.map((field) => fieldLabel(t, field)).join(', ') });
  }
  if (problem.kind === 'unsettled') return t('checkout.error.unsettled', { email: problem.email });
  return t(`checkout.error.${problem.kind}`);
}

/**
 * Where to see whether an order that may have been placed was: the orders page (history, or lookup
 * by the mail's number); with the form shown again, that sending it again places at most one order.
 */
function OrdersHint({ problem, withForm }: { problem: CheckoutProblem | null; withForm: boolean }) {
  const { t, link } = useShop();
  if (problem?.kind !== 'unsettled') return null;
  return (
    <>
      {withForm ? <p className="checkout-message">{t('checkout.error.unsettledAgain')}</p> : null}
      <p className="checkout-message">{t('checkout.error.unsettledCheck')} <a href={link('Orders', {})}>{t('checkout.error.unsettledLink')}</a></p>
    </>
  );
}

function changeText(t: ReturnType<typeof useShop>['t'], locale: string, change: QuoteChangeAnswer): string {
  const money = (cents: number | undefined) => formatPrice(cents ?? 0, locale as never);
  const values = { title: change.title ?? '', shop: change.shopName, before: change.kind === 'quantity' ? change.before : money(change.before), after: change.kind === 'quantity' ? change.after : money(change.after) };
  return t(`checkout.changes.${change.kind}`, values);
}

export function CheckoutPage({ quote, providerMethods, signedInEmail, values, changes, problem, fitment }: CheckoutPageProps) {
  const { t, locale, link, edition, deliveryCountry } = useShop();
  if (!quote || quote.shops.length === 0) {
    return (
      <section className="checkout">
        <h1>{t('checkout.heading')}</h1>
        <p className="checkout-message" role={problem ? 'alert' : undefined}>{problem?.kind === 'unavailable' || problem?.kind === 'unsettled' ? problemText(t, problem) : t('checkout.empty')}</p>
        <OrdersHint problem={problem} withForm={false} />
        <p><a className="button" href={link('Cart', {})}>{t('checkout.backToCart')}</a></p>
      </section>
    );
  }
  const countries = sortedRegions(locale, DELIVERY_COUNTRIES);
  const problems = problem?.kind === 'fields' ? problem.fields : {};
  const deliveryCountryName = regionName(locale, quote.deliveryCountry || deliveryCountry);
  return (
    <section className="checkout">
      <h1>{t('checkout.heading')}</h1>
      <form className="account-form checkout-form" method="post" action={link('Checkout', {})} data-clear-invalid="">
        {problem ? <p className="checkout-message checkout-alert" role="alert">{problemText(t, problem)}</p> : null}
        <OrdersHint problem={problem} withForm />
        {changes && changes.length ? (
          <div className="checkout-changes" role="alert">
            <h2>{t('checkout.changes.heading')}</h2>
            <ul>{changes.map((change, i) => <li key={i}>{changeText(t, locale, change)}</li>)}</ul>
            <input type="hidden" name="changesShown" value="1" />
            <label className="checkout-accept"><input type="checkbox" name="acceptChanges" value="1" required /> {t('checkout.changes.confirm')}</label>
          </div>
        ) : null}
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
        <input type="hidden" name="fingerprint" value={quote.fingerprint} />
        <input type="hidden" name="shops" value={quote.shops.map((s) => s.shop.id).join(',')} />

        <div className="checkout-details">
        <p className="checkout-account">
          {signedInEmail ? t('checkout.account.signedIn', { email: signedInEmail }) : t('checkout.account.guest')}
          {!signedInEmail && edition.accounts ? <> <a href={link('Login', {}, { query: { redirectUrl: link('Checkout', {}) } })}>{t('checkout.account.signIn')}</a></> : null}
        </p>

        <fieldset className="checkout-section">
          <legend>{t('checkout.contact.heading')}</legend>
          <div className="checkout-field">
            <label htmlFor="checkout-email">{t('checkout.field.email')}</label>
            <input id="checkout-email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} {...invalidProps('email', problems.email)} />
            <FieldError name="email" problem={problems.email} country={deliveryCountryName} />
          </div>
          <div className="checkout-field">
            <label htmlFor="checkout-phone">{t('checkout.field.phone')}</label>
            <input id="checkout-phone" name="phone" type="tel" autoComplete="tel" maxLength={30} defaultValue={values.phone} {...invalidProps('phone', problems.phone)} />
            <FieldError name="phone" problem={problems.phone} country={deliveryCountryName} />
          </div>
        </fieldset>

        <fieldset className="checkout-section">
          <legend>{t('checkout.delivery.heading')}</legend>
          <AddressFields prefix="" values={values} required problems={problems} countryName={deliveryCountryName} />
          <p className="checkout-country">{t('checkout.delivery.country', { country: deliveryCountryName })} <a href={link('Cart', {})}>{t('checkout.delivery.countryHint')}</a></p>
        </fieldset>

        {/* The billing fields show only while the box is ticked (CSS :has, so without JavaScript too); what was typed stays in them. */}
        <fieldset className="checkout-section checkout-billing">
          <legend>{t('checkout.billing.heading')}</legend>
          <label className="checkout-accept"><input type="checkbox" name="billingDifferent" value="1" defaultChecked={values.billingDifferent} /> {t('checkout.billing.different')}</label>
          <div className="checkout-billing-fields">
            <AddressFields prefix="billing" values={{ name: values.billingName, street: values.billingStreet, zip: values.billingZip, city: values.billingCity }} required={false} problems={problems}
              countryName={regionName(locale, values.billingCountry || quote.deliveryCountry || deliveryCountry)} />
            <div className="checkout-field">
              <label htmlFor="checkout-billingCountry">{t('checkout.field.country')}</label>
              <select id="checkout-billingCountry" name="billingCountry" defaultValue={values.billingCountry || quote.deliveryCountry} autoComplete="billing country">
                {countries.map((code) => <option key={code} value={code}>{regionName(locale, code)}</option>)}
              </select>
            </div>
          </div>
        </fieldset>

        {/* A business (a garage) names itself and its VAT ID: its invoices come as EN 16931 e-invoices. */}
        <fieldset className="checkout-section checkout-business">
          <legend>{t('checkout.business.heading')}</legend>
          <div className="checkout-field">
            <label htmlFor="checkout-company">{t('checkout.field.company')}</label>
            <input id="checkout-company" name="company" type="text" autoComplete="organization" maxLength={100} defaultValue={values.company} {...invalidProps('company', problems.company)} />
            <FieldError name="company" problem={problems.company} country={deliveryCountryName} />
          </div>
          <div className="checkout-field">
            <label htmlFor="checkout-vatId">{t('checkout.field.vatId')}</label>
            <input id="checkout-vatId" name="vatId" type="text" autoComplete="off" spellCheck={false} maxLength={20} defaultValue={values.vatId} aria-describedby={problems.vatId ? undefined : 'checkout-vatId-hint'} {...invalidProps('vatId', problems.vatId)} />
            <FieldError name="vatId" problem={problems.vatId} country={deliveryCountryName} />
            <p className="checkout-hint" id="checkout-vatId-hint">{t('checkout.business.hint')}</p>
          </div>
          <p className="checkout-hint checkout-business-terms">{t('checkout.business.terms')}</p>
        </fieldset>
        </div>

        <div className="checkout-summary">

        {quote.excluded.length ? (
          <div className="checkout-excluded">
            <h2>{t('checkout.excluded.heading')}</h2>
            <ul>{quote.excluded.map((line) => <li key={line.offerId}>{t(`checkout.excluded.${line.reason}`, { title: line.title, shop: line.shopName })}</li>)}</ul>
          </div>
        ) : null}

        <h2>{t('checkout.shops.heading', { count: quote.shops.length })}</h2>
        {quote.shops.map((part) => (
          <ShopPart key={part.shop.id} part={part} fitment={fitment} payment={values.payments[part.shop.id] ?? ''} accepted={values.accepted[part.shop.id] ?? false}
            methods={[...part.paymentMethods, ...providerMethods]} />
        ))}

        <section className="checkout-totals" aria-labelledby="checkout-totals">
          <h2 id="checkout-totals">{t('checkout.totals.heading')}</h2>
          <dl className="cart-sums checkout-sums">
            <dt>{t('checkout.totals.items')}</dt><dd>{formatPrice(quote.itemsCents, locale)}</dd>
            <dt>{t('checkout.totals.shipping')}</dt><dd>{formatPrice(quote.shippingCents, locale)}</dd>
            <dt className="checkout-total">{t('checkout.totals.total')}</dt><dd className="checkout-total">{formatPrice(quote.totalCents, locale)}</dd>
          </dl>
          <p className="checkout-vat">{t('checkout.totals.vat', { amount: formatPrice(quote.vatCents, locale) })}</p>
        </section>
        <p className="checkout-hint">{t('checkout.placeHint')}</p>
        <button type="submit" className="button checkout-place">{t('checkout.place')}</button>
        </div>
      </form>
    </section>
  );
}
