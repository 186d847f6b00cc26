/** The identity details a shop has not given, by the labels of their fields on the shop page's form. */
import type { Translate } from '../../locales/i18n';
import type { SellerField } from '../../contract/seller-refusal';

const LABELS: Record<SellerField, string[]> = {
  legal_name: ['legalName'], street: ['street'], postcode: ['postcode'], city: ['city'], phone: ['phone'], email: ['email'],
  'vat_id or register_number': ['vatId', 'registerNumber'],
};

export function sellerFieldsText(t: Translate, fields: readonly string[]): string {
  return fields.map((field) => (LABELS[field as SellerField] ?? []).map((key) => t(`portal.identity.${key}`)).join(t('portal.import.sellerOr')) || field).join(', ');
}
