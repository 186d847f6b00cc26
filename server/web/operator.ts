/** The marketplace's operator from the configuration, as the imprint, terms, privacy and contact pages show it. */
import type { Config } from '../config/config';
import type { Operator } from '../../views/operator';

export function operatorFrom(config: Pick<Config, `OPERATOR_${string}` & keyof Config>): Operator {
  return {
    name: config.OPERATOR_NAME ?? 'Spareo (Demo)',
    street: config.OPERATOR_STREET,
    postcode: config.OPERATOR_POSTCODE,
    city: config.OPERATOR_CITY,
    country: config.OPERATOR_COUNTRY,
    email: config.OPERATOR_EMAIL,
    phone: config.OPERATOR_PHONE || undefined,
    register: config.OPERATOR_REGISTER || undefined,
    vatId: config.OPERATOR_VAT_ID || undefined,
    representative: config.OPERATOR_REPRESENTATIVE || undefined,
    demo: !config.OPERATOR_NAME,
  };
}
