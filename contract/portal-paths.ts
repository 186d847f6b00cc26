/** The portal's paths, below its own prefix (one place: the router matches them, the views link them). */
export const PORTAL_PREFIX = '/portal';

export const PORTAL_PATHS = {
  home: PORTAL_PREFIX,
  signIn: `${PORTAL_PREFIX}/sign-in`,
  signOut: `${PORTAL_PREFIX}/sign-out`,
  feeds: `${PORTAL_PREFIX}/feeds`,
  /** Served beside the web tier by the marketplace (a streamed multipart upload). */
  feedUpload: `${PORTAL_PREFIX}/feed-uploads`,
  importPage: (id: number) => `${PORTAL_PREFIX}/feeds/${id}`,
  importDecision: (id: number) => `${PORTAL_PREFIX}/feeds/${id}/decision`,
  importReportCsv: (id: number) => `${PORTAL_PREFIX}/feeds/${id}/report.csv`,
  /** An upload's column-mapping screen (GET, the web tier) and its form (POST, beside it with the upload). */
  feedMapping: (token: string) => `${PORTAL_PREFIX}/feeds/mapping/${token}`,
  feedMappingForm: (token: string) => `${PORTAL_PREFIX}/feed-uploads/mapping/${token}`,
  /** "Fetch now" for the shop's feed URL. */
  feedFetch: `${PORTAL_PREFIX}/feeds/source/fetch`,
  /** The shop's own feed URL and its schedule (a form on the feeds page). */
  feedSource: `${PORTAL_PREFIX}/feeds/source`,
  log: `${PORTAL_PREFIX}/log`,
  token: `${PORTAL_PREFIX}/token`,
  shopPage: `${PORTAL_PREFIX}/shop-page`,
  shipping: `${PORTAL_PREFIX}/shop-page/shipping`,
  texts: `${PORTAL_PREFIX}/shop-page/texts`,
  identity: `${PORTAL_PREFIX}/shop-page/identity`,
  tax: `${PORTAL_PREFIX}/shop-page/tax`,
  dispatch: `${PORTAL_PREFIX}/shop-page/dispatch`,
  /** Served beside the web tier by the marketplace (a multipart upload of one image). */
  logoUpload: `${PORTAL_PREFIX}/logo-uploads`,
  /** The shop's payout account (the owner's, with a fresh code of the second factor). */
  bankAccount: `${PORTAL_PREFIX}/bank-account`,
  /** The shop's commission and monthly settlements (read only), with their PDF and CSV. */
  settlements: `${PORTAL_PREFIX}/settlements`,
  settlementDocument: (id: number, format: 'pdf' | 'csv') => `${PORTAL_PREFIX}/settlements/${id}.${format}`,
  /** The operator's invoice for a settlement's commission: Factur-X PDF or its XML. */
  commissionInvoice: (id: number, format: 'pdf' | 'xml') => `${PORTAL_PREFIX}/settlements/${id}-invoice.${format}`,
  /** The shop's balance: owed and not yet paid, pending, paid out, and the next payout day. */
  balance: `${PORTAL_PREFIX}/balance`,
  /** The shop's own offers: the list, one offer's values (POST), several paused or resumed (POST). */
  offers: `${PORTAL_PREFIX}/offers`,
  offer: (id: number) => `${PORTAL_PREFIX}/offers/${id}`,
  offerPause: `${PORTAL_PREFIX}/offers/pause`,
  orders: `${PORTAL_PREFIX}/orders`,
  orderStep: (number: string) => `${PORTAL_PREFIX}/orders/${number}/status`,
  /** Several new parts ticked in the inbox, confirmed in one step. */
  ordersConfirm: `${PORTAL_PREFIX}/orders/confirm`,
  /** A file of tracking numbers marking many parts shipped at once, and its template. */
  trackingFile: `${PORTAL_PREFIX}/orders/tracking`,
  trackingTemplate: `${PORTAL_PREFIX}/orders/tracking-template.csv`,
  /** Refusing lines of a part: its own page, confirmed there (a refusal cannot be taken back). */
  orderRefusal: (number: string) => `${PORTAL_PREFIX}/orders/${number}/refuse`,
  /** The messages with the shopper about the part, and the answer form (multipart: its photos). */
  orderMessages: (number: string) => `${PORTAL_PREFIX}/orders/${number}/messages`,
  orderMessagePhoto: (number: string, file: string, size: 'thumb' | 'full' = 'full') => `${PORTAL_PREFIX}/orders/${number}/messages/${file}.jpg${size === 'thumb' ? '?size=thumb' : ''}`,
  deliveryNote: (number: string) => `${PORTAL_PREFIX}/orders/${number}/delivery-note.pdf`,
  /** An invoice or credit note of the part, as issued in the shop's name. */
  invoice: (number: string, invoice: string) => `${PORTAL_PREFIX}/orders/${number}/invoices/${invoice}.pdf`,
  /** The order list as CSV, with the list's filters. */
  ordersCsv: `${PORTAL_PREFIX}/orders.csv`,
  /** The shop's people (the owner's): the list, the invitation form, a removal confirmed with a code. */
  people: `${PORTAL_PREFIX}/people`,
  personRemoval: (staffId: number) => `${PORTAL_PREFIX}/people/${staffId}/remove`,
} as const;

/** What the logo upload names when it sends the member back to the shop-page screen. */
export const LOGO_PROBLEMS = ['sign_in', 'owners_only', 'no_file', 'not_image', 'too_large', 'too_small', 'cross_site', 'storage_full'] as const;
export type LogoUploadProblem = (typeof LOGO_PROBLEMS)[number];
