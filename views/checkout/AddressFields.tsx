/** Name, street, postal code and city; `prefix` names the billing fields apart from the delivery ones. */
import type { FieldProblem } from '../../contract/address-rules';
import { useShop } from '../context';
import { FieldError, invalidProps } from './FieldError';

export interface AddressValues { name: string; street: string; zip: string; city: string }

export function AddressFields({ prefix, values, required, problems, countryName }: {
  prefix: '' | 'billing'; values: AddressValues; required: boolean; problems: Record<string, FieldProblem>;
  /** The country the postal code is checked against, for its error. */
  countryName: string;
}) {
  const { t } = useShop();
  const name = (field: keyof AddressValues) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  const autocomplete = (field: string) => `${prefix ? 'billing' : 'shipping'} ${field}`;
  const input = (field: keyof AddressValues, auto: string, max: number) => (
    <div className="checkout-field">
      <label htmlFor={`checkout-${name(field)}`}>{t(`checkout.field.${field}`)}</label>
      <input id={`checkout-${name(field)}`} name={name(field)} defaultValue={values[field]} required={required} maxLength={max}
        autoComplete={autocomplete(auto)} {...invalidProps(name(field), problems[name(field)])} />
      <FieldError name={name(field)} problem={problems[name(field)]} country={countryName} />
    </div>
  );
  return (
    <>
      {input('name', 'name', 50)}
      {input('street', 'street-address', 50)}
      <div className="checkout-row">
        {input('zip', 'postal-code', 12)}
        {input('city', 'address-level2', 50)}
      </div>
    </>
  );
}
