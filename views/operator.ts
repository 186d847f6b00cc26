/** Who runs the marketplace (from the configuration): the imprint's, terms', privacy and contact pages' facts. */
export interface Operator {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO code, e.g. DE. */
  country: string;
  email: string;
  phone?: string;
  register?: string;
  vatId?: string;
  representative?: string;
  /** No operator configured: the pages say that these are demo placeholders. */
  demo: boolean;
}
