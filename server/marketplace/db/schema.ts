/**
 * The marketplace's tables as Kysely sees them: one interface per table, the same on SQLite and
 * PostgreSQL. Kept in step with the migrations (a unit test compares it with a migrated database).
 */
import type { Generated, Kysely } from 'kysely';

export interface PhotosTable {
  /** A hash of the source: the files' names, never reused for another picture. */
  id: string;
  width: number;
  height: number;
  /** The renditions' widths, ascending, comma-separated. */
  widths: string;
  /** How a drawn demo rendering is drawn again; null for a fetched photo. */
  recipe: string | null;
  created_at: string;
}

export interface ArticlePhotosTable {
  article_id: number;
  /** 0: the catalogue's own photo; else the shop whose feed linked it. */
  shop_id: number;
  position: number;
  photo_id: string;
}

export interface MediaSourcesTable {
  url: string;
  /** image or document. */
  kind: string;
  /** The photo's id or the document's file name. */
  media_key: string;
  byte_size: number;
  fetched_at: string;
}

export interface ArticleImagesTable {
  id: Generated<number>;
  article_id: number;
  position: Generated<number>;
  filename: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  brand_id: number;
  category_id: number;
  article_number: string;
  norm_number: string;
  ean: string | null;
  criteria: string | null;
  popularity: Generated<number>;
}

export interface BrandAliasesTable {
  alias: string;
  brand_id: number;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  seo_name: string;
  logo: string | null;
  popularity: Generated<number>;
}

export interface CartLinesTable {
  id: Generated<number>;
  session_id: string;
  offer_id: number;
  model_id: number | null;
  quantity: number;
  added_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  top_parent_id: number;
  level: number;
  leaf_number: Generated<number>;
  is_universal: Generated<number>;
  is_leaf: Generated<number>;
  popularity: Generated<number>;
  image_filename: string | null;
  sort_order: Generated<number>;
}

export interface CategoryBrandCountsTable {
  category_id: number;
  brand_id: number;
  articles: number;
}

export interface CategoryComplementsTable {
  category_id: number;
  complement_id: number;
  weight: Generated<number>;
}

export interface CategoryTextsTable {
  category_id: number;
  lang_no: number;
  title: string;
  seo_alias: string;
  seo_text: string | null;
  description: string | null;
}

/** SQLite's change feed (PostgreSQL uses NOTIFY); see db/change-feed.ts. */
export interface ChangeFeedTable {
  id: Generated<number>;
  topic: string;
  at: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  received_at: Generated<string>;
  locale: string;
  name: string;
  email: string;
  order_number: string | null;
  message: string;
  /** new, answered, closed */
  status: Generated<string>;
  status_changed_at: string | null;
  anonymised_at: string | null;
  /** The order whose conversation the message was merged into (it is closed then). */
  merged_into_order_id: number | null;
}

export interface DocumentsTable {
  id: Generated<number>;
  article_id: number;
  doc_no: string;
  doc_type: string;
  lang_no: number;
  title: string;
  filename: string;
  /** Known once the file is: fetched from a shop's feed; null for the demo's data sheets, drawn when first asked for. */
  byte_size: number | null;
  /** The shop whose feed linked the file; null for the catalogue's own documents. */
  shop_id: number | null;
}

export interface FeatureFlagOverridesTable {
  session_id: string;
  flag_key: string;
  variation_id: string;
}

export interface FeatureFlagsTable {
  key: string;
  description: string;
  enabled: Generated<number>;
  rollout_percent: Generated<number>;
  countries: string | null;
  variations: string | null;
  public: Generated<number>;
}

export interface FeedImportsTable {
  id: Generated<number>;
  shop_id: number;
  status: string;
  source: string;
  file_name: string | null;
  bytes_total: number | null;
  bytes_read: Generated<number>;
  rows_read: Generated<number>;
  rows_rejected: Generated<number>;
  duplicates: Generated<number>;
  offers_added: number | null;
  offers_updated: number | null;
  offers_removed: number | null;
  hold_reason: string | null;
  error: string | null;
  pid: number | null;
  heartbeat_at: string | null;
  created_at: string;
  finished_at: string | null;
  /** The layout the import found (see feeds/formats.ts); null before it read the header. */
  format: string | null;
}

/** An upload waiting on the column-mapping screen (its file stays in the upload folder). */
export interface FeedPendingUploadsTable {
  token: string;
  shop_id: number;
  file: string;
  file_name: string;
  bytes: number;
  format: string;
  /** JSON {headers, rows}: the first rows as the screen shows them. */
  preview: string;
  /** JSON {columnIndex: field}: what the member chose so far. */
  choices: string | null;
  created_at: string;
}

export interface FeedMappingsTable {
  shop_id: number;
  mapping: string;
  updated_at: string;
}

export interface FeedReportTable {
  import_id: number;
  line: number;
  sku: string | null;
  reason: string;
  detail: string | null;
  /** The cell the line is about, as sent (lines about the whole row have none). */
  cell: string | null;
}

export interface FeedStagingTable {
  import_id: number;
  sku: string;
  line: number;
  article_id: number;
  price_cents: number;
  refund_cents: number;
  stock: number;
  delivery_days: number;
  offer_url: string | null;
  image_url: string | null;
  country_terms: string | null;
  oe_numbers: string | null;
  superseded_lines: string | null;
  image_urls: string | null;
  document_url: string | null;
  photo_ids: string | null;
  document_file: string | null;
}

export interface FitmentTable {
  model_id: number;
  article_id: number;
}

/** One filterable criterion of an article, in listing order (migration 044). */
export interface ArticleCriteriaTable {
  category_id: number;
  key: string;
  value: string;
  popularity: number;
  article_id: number;
  brand_id: number;
  unit: string | null;
  /** All the article's indexed values, 'key=value' joined by char(31) (migration 049, kept by triggers). */
  filter_values: string | null;
}

/** Articles per category, criterion, value and brand (migration 049, kept by triggers). */
export interface CategoryCriteriaBrandsTable {
  category_id: number;
  key: string;
  value: string;
  brand_id: number;
  articles: number;
}

/** Articles per category, criterion and value (migration 044, kept by triggers). */
export interface CategoryCriteriaCountsTable {
  category_id: number;
  key: string;
  value: string;
  unit: string | null;
  articles: number;
}

/** Articles per category, criterion and value carrying another criterion's value (migration 044). */
export interface CategoryCriteriaPairsTable {
  category_id: number;
  key: string;
  value: string;
  other_key: string;
  other_value: string;
  articles: number;
}

export interface FitmentListingTable {
  model_id: number;
  category_id: number;
  popularity: number;
  article_id: number;
  brand_id: number;
  /** The article's indexed values as article_criteria stores them (migration 050, kept by triggers). */
  filter_values: string | null;
}

/** A make's listing: its models' fitment_listing rows merged, one per article (migration 091, kept by triggers). */
export interface MakeListingTable {
  manufacturer_id: number;
  category_id: number;
  popularity: number;
  article_id: number;
  brand_id: number;
  filter_values: string | null;
  /** The make's models the article fits. */
  models: number;
}

/** A series page's listing, as make_listing (migration 091). */
export interface SeriesPageListingTable {
  series_page_id: number;
  category_id: number;
  popularity: number;
  article_id: number;
  brand_id: number;
  filter_values: string | null;
  models: number;
}

export interface FrPlatesTable {
  plate: string;
  model_id: number;
}

export interface ImportKeysTable {
  source: string;
  kind: string;
  key: string;
  ref_id: number;
}

export interface ImportSourcesTable {
  source: string;
  file_name: string;
  rows_imported: number;
  changed_at: string;
}

export interface KbaTable {
  id: Generated<number>;
  hsn: string;
  tsn: string;
  model_id: number;
  /** 1: the pair names the generation only, and this type is one the shopper chooses from (migration 092). */
  names_generation: Generated<number>;
}

export interface KbaImportedTable {
  kba_id: number;
}

export interface KbaRegisterTable {
  hsn: string;
  tsn: string;
  kba_manufacturer: string;
  trade_name: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_id: number;
  order_shop_id: number;
  name: string;
  email: string;
  /** JSON list of the part's line positions (1-based). */
  lines: string;
  whole_part: number;
  statement: string;
  locale: string;
  received_at: string;
  acknowledged_at: string | null;
  goods_received_at: string | null;
  refunded_at: string | null;
  refund_cents: number | null;
  /** The settlement that took the refund off the shop's payout. */
  settlement_id: number | null;
  /** Why the shopper sent it back, when they said. */
  reason: string | null;
  /** 'withdrawal': the shopper's own; 'return': one the shop agreed and recorded. */
  kind: Generated<string>;
}

/** Append-only: one row per change of an order or a shop's part of it. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  order_shop_id: number | null;
  kind: string;
  at: string;
  /** shopper, shop:<id>, system or staff:<id>. */
  actor: string;
  /** JSON object. */
  detail: string;
}

export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  order_id: number | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Where an answer goes (the shop's contact address); null: the support address the worker is given. */
  reply_to: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
  created_at: string;
}

export interface ContactRepliesTable {
  id: Generated<number>;
  message_id: number;
  staff_id: number | null;
  staff_name: string;
  text: string;
  sent_at: string;
}

export interface DeskThreadsTable {
  id: Generated<number>;
  /** The order the conversation is about, or the contact message it answers. */
  order_id: number | null;
  contact_message_id: number | null;
  /** The secret part of the thread's reply address. */
  token: string;
  email: string;
  locale: string;
  created_at: string;
  /** Since when a shopper's answer waits for the desk; null when none does. */
  awaiting_since: string | null;
}

/** The agent an item (contact: a contact message; order: its conversation) is assigned to: one per item. */
export interface DeskAssignmentsTable {
  item_kind: string;
  item_id: number;
  staff_id: number;
  staff_name: string;
  assigned_at: string;
}

/** An item's priority (normal, high, urgent); no row: normal. */
export interface DeskItemMarksTable {
  item_kind: string;
  item_id: number;
  priority: string;
  changed_at: string;
}

/** An item's free tags, one row each. */
export interface DeskItemTagsTable {
  item_kind: string;
  item_id: number;
  tag: string;
}

/** Staff's internal note on a contact message: never mailed. */
export interface DeskNotesTable {
  id: Generated<number>;
  item_kind: string;
  item_id: number;
  staff_id: number | null;
  staff_name: string;
  text: string;
  created_at: string;
}

/** An answer staff keep to start a reply from, in one language. */
export interface DeskSavedRepliesTable {
  id: Generated<number>;
  locale: string;
  title: string;
  body: string;
  changed_by: string;
  changed_at: string;
}

/** When an agent last opened an item. */
export interface DeskOpeningsTable {
  item_kind: string;
  item_id: number;
  staff_id: number;
  staff_name: string;
  opened_at: string;
}

export interface DeskThreadMessagesTable {
  id: Generated<number>;
  thread_id: number;
  /** answer (the desk's) or reply (the shopper's). */
  direction: string;
  staff_id: number | null;
  staff_name: string | null;
  sender: string | null;
  /** 1 when a reply came from another address than the order's. */
  from_other: Generated<number>;
  subject: string;
  text: string;
  mail_id: number | null;
  message_id: string | null;
  at: string;
  /** A problem reported from the order page: damaged, wrong, missing or other; null for a mail. */
  problem: string | null;
  /** The shop's part a reported problem, or a message between shopper and shop, is about. */
  part_number: string | null;
  /** buyer: the shop the shopper wrote to; shop: the shop that answered in the portal. */
  shop_id: number | null;
}

export interface DeskThreadPhotosTable {
  id: Generated<number>;
  message_id: number;
  position: number;
  /** The re-encoded photo's name in the media store (messages/<file>), a hash of its bytes. */
  file: string;
  width: number;
  height: number;
}

export interface ManufacturersTable {
  id: Generated<number>;
  name: string;
  slug: string;
  seo_name: string;
  popularity: Generated<number>;
}

export interface ModelsTable {
  id: Generated<number>;
  series_id: number;
  manufacturer_id: number;
  series_page_id: number;
  name: string;
  full_name: string;
  ps: number;
  kw: number;
  /** 1 where kw is an electric motor's 30-minute power, not its peak (migration 093). */
  kw_thirty_minutes: Generated<number>;
  ccm: number;
  fuel: Generated<string>;
  production_year_start: number;
  production_year_end: number | null;
  popularity: Generated<number>;
}

/** What decides a vehicle type's parts: platform, engine family, factory sizes, prescribed oil. */
export interface VehicleTypeFactsTable {
  model_id: number;
  chassis: string | null;
  platform: string | null;
  body: string | null;
  engine_code: string | null;
  front_disc_mm: number | null;
  rear_disc_mm: number | null;
  rear_drum_mm: number | null;
  wipers_mm: string | null;
  battery_ah: number | null;
  headlamp: string | null;
  oil_grade: string | null;
  oil_approval: string | null;
}

export interface OeNumbersTable {
  id: Generated<number>;
  article_id: number;
  manufacturer_id: number;
  oe_number: string;
  norm_number: string;
}

export interface OfferPriceChangesTable {
  offer_id: number;
  old_price_cents: number;
  new_price_cents: number;
  changed_at: string;
}

export interface OffersTable {
  id: Generated<number>;
  article_id: number;
  shop_id: number;
  price_cents: number;
  refund_cents: Generated<number>;
  stock: Generated<number>;
  delivery_days: Generated<number>;
  sku: string | null;
  offer_url: string | null;
  image_url: string | null;
  country_terms: string | null;
  /** The stock of an offer its shop paused (stored with stock 0 meanwhile); null: not paused. */
  paused_stock: number | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_shop_id: number;
  offer_id: number;
  article_id: number;
  sku: string | null;
  article_number: string;
  ean: string | null;
  brand: string;
  title: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
  refund_cents: number;
  /** open, shipped or refused: a shop settles its part line by line. */
  state: Generated<string>;
  /** When the line went out; it is settled in that month (Europe/Berlin). */
  shipped_at: string | null;
  /** The settlement that credited the shop with the line. */
  settlement_id: number | null;
}

export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  order_shop_id: number;
  amount_cents: number;
  cause: string;
  /** JSON list of the part's line positions (1-based). */
  lines: string;
  recorded_at: string;
  paid_out_at: string | null;
}

/** A refund the marketplace pays a shopper back (migration 063): through the provider or by transfer. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  order_shop_id: number;
  amount_cents: number;
  /** cancelled, refused or withdrawal */
  cause: string;
  /** provider or transfer */
  method: string;
  /** requested, sent, confirmed or failed */
  state: string;
  idempotency_key: string;
  provider_refund_id: string | null;
  iban: string | null;
  holder: string | null;
  end_to_end_id: string | null;
  transfer_file_id: number | null;
  attempts: Generated<number>;
  failure: string | null;
  requested_at: string;
  sent_at: string | null;
  confirmed_at: string | null;
  failed_at: string | null;
  /** Until when one process holds the refund it is sending to the provider (migration 067). */
  claimed_until: string | null;
}

/** The account a prepayment shopper gave for the order's refunds. */
export interface RefundAccountsTable {
  order_id: number;
  holder: string;
  iban: string;
  given_at: string;
}

/** A SEPA credit transfer file of refunds, kept as made. */
export interface RefundTransferFilesTable {
  id: Generated<number>;
  xml: string;
  transfers: number;
  total_cents: number;
  created_at: string;
  created_by: string;
}

/** The last number of a shop's series (kind: invoice or credit_note). */
export interface InvoiceSeriesTable {
  shop_id: number;
  kind: string;
  last_number: number;
}

/** An issued invoice or credit note: never changed or deleted (triggers refuse it). */
export interface InvoicesTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  order_shop_id: number;
  /** invoice or credit_note */
  kind: string;
  /** Its place in the shop's series of that kind: 1, 2, 3, ... without gaps. */
  sequence: number;
  number: string;
  /** The invoice a credit note corrects. */
  corrects_id: number | null;
  /** shipment, withdrawal or refund */
  cause: string;
  issued_at: string;
  /** The frozen rows the PDF is drawn from (invoices/document.ts), JSON. */
  document: string;
}

/** An issued document's PDF, drawn once when first asked for; never changed (triggers refuse it). */
export interface InvoiceFilesTable {
  invoice_id: number;
  /** base64: handed out as it was, whatever later changes to the drawing or its words. */
  pdf: string;
  pdf_sha256: string;
}

/** A business buyer's Factur-X PDF (base64) and its CII XML, made once. */
export interface InvoiceEFilesTable {
  invoice_id: number;
  pdf: string;
  pdf_sha256: string;
  xml: string;
}

export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  provider_reference: string;
  amount_cents: number;
  status: string;
  created_at: string;
}

export interface OrderSecretTable {
  id: number;
  secret: string;
}

export interface OrderShopsTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  shop_id: number;
  shop_name: string;
  status: string;
  payment_method: string;
  payment_reference: string;
  bank_account: string | null;
  items_cents: number;
  shipping_cents: number;
  total_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  /** Why the part carries no VAT, JSON {kind: export | smallBusiness, basis?}; null when it does. */
  vat_note: string | null;
  delivery_days_min: number;
  delivery_days_max: number;
  terms: string;
  cancellation_policy: string;
  terms_accepted_at: string;
  acknowledged_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  refusal_reason: string | null;
  status_changed_at: string;
  /** The shop's withdrawal period in days, from its terms when ordered. */
  withdrawal_days: Generated<number>;
  /** Who pays the return (shopper, shop), from the shop's terms when ordered; null for older parts. */
  return_costs: string | null;
  /** When the shop reported the part shipped: the withdrawal period counts from here. */
  shipped_at: string | null;
  /** The settlement that credited the shop with the part's shipping (and charged the fixed commission). */
  shipping_settlement_id: number | null;
  /** The latest delivery day promised at checkout (YYYY-MM-DD); null for older orders. */
  delivery_by: string | null;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  idempotency_key: string;
  session_id: string | null;
  user_id: number | null;
  locale: string;
  delivery_country: string;
  email: string;
  phone: string | null;
  delivery_address: string;
  billing_address: string | null;
  items_cents: number;
  shipping_cents: number;
  total_cents: number;
  vat_cents: number;
  page_url: string;
  created_at: string;
  /** Set when the guest's personal data was replaced after its retention. */
  anonymised_at: string | null;
  /** A business buyer's company name and VAT ID as given at checkout (an EN 16931 e-invoice goes to one with both). */
  buyer_company: string | null;
  buyer_vat_id: string | null;
  /** The mailbox the order was placed with (server/shared/email-key.ts): the list by mail reads by it; null once anonymised. */
  email_key: string | null;
}

export interface OrganisationRatingTable {
  id: number;
  name: string;
  rating_value: number;
  review_count: number;
}

export interface OrganisationReviewsTable {
  id: Generated<number>;
  lang_no: number;
  rating: number;
  comment: Generated<string>;
  author: string;
  created_at: string;
}

export interface RetiredSessionsTable {
  id: string;
  retired_at: string;
}

export interface SavedVehiclesTable {
  user_id: number;
  model_id: number;
  saved_at: string;
}

export interface SearchTermsTable {
  text: string;
  kind: string;
  ref_id: number;
  lang_no: number;
}

export interface SearchVocabularyTable {
  first: string;
  length: number;
  word: string;
  lang_no: number;
  spelling: string;
  weight: number;
}

export interface SearchAttributesTable {
  value: string;
  key: string;
  written: string;
  category_id: number;
  articles: number;
}

export interface SeriesTable {
  id: Generated<number>;
  manufacturer_id: number;
  series_family_id: number;
  series_page_id: number;
  name: string;
  slug: string;
  production_year_start: number;
  production_year_end: number | null;
  popularity: Generated<number>;
}

export interface SeriesFamiliesTable {
  id: Generated<number>;
  manufacturer_id: number;
  name: string;
  slug: string;
}

export interface SeriesPagesTable {
  id: Generated<number>;
  manufacturer_id: number;
  series_family_id: number;
  name: string;
  slug: string;
}

export interface SessionSecretTable {
  id: number;
  secret: string;
}

export interface SessionsTable {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_id: number | null;
}

export interface ShopBankAccountsTable {
  shop_id: number;
  holder: string;
  iban: string;
  bic: string;
  /** When the account last became a new one: payouts to it are held for a while from then (null: not held). */
  held_since: string | null;
}

export interface ShopShippingTable {
  shop_id: number;
  country: string;
  cost_cents: number;
  free_from_cents: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
}

export interface ShopTextsTable {
  shop_id: number;
  lang_no: number;
  description: string;
  terms: string;
  cancellation_policy: string;
}

export interface ShopTokensTable {
  shop_id: number;
  token_hash: string;
  created_at: string;
  /** Space-separated scopes (shops/tokens.ts); the order software's set unless given. */
  scopes: Generated<string>;
}

export interface ShopsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  rating: number;
  review_count: Generated<number>;
  logo: string | null;
  country: Generated<string>;
  founded_year: number | null;
  payment_methods: Generated<string>;
  /** Who the seller is (shown to shoppers); null until the shop has given it. */
  legal_name: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  trade_register: string | null;
  register_number: string | null;
  vat_id: string | null;
  /** How the shop charges VAT: oss, threshold or exempt (contract/tax-setup); null until declared, and then it cannot go live. */
  tax_scheme: string | null;
  /** 1: sells as a business (consumer law applies in full); 0: a private seller. */
  is_trader: Generated<number>;
  /** The withdrawal period its terms give, in days (at least the legal 14). */
  withdrawal_days: Generated<number>;
  /** Set while the operator has suspended the shop: its offers are off the site. */
  suspended_at: string | null;
  /** Set while its tax set-up is incomplete after it went live: its offers are not sold (shops/tax-setup.ts). */
  tax_held_at: string | null;
  /** The legal form (GmbH, SARL, ...) and share capital in cents, printed on its invoices where known. */
  legal_form: string | null;
  share_capital_cents: number | null;
  /** Its tax identification number and, for a person, date of birth (YYYY-MM-DD): the platform's yearly report names them. */
  tax_number: string | null;
  birth_date: string | null;
  /** The operator's commission: basis points of the goods shipped, and cents per part shipped. */
  commission_bp: Generated<number>;
  commission_fixed_cents: Generated<number>;
  /** HH:MM in the shop's zone: an order before it is handled the same working day. */
  dispatch_cutoff: Generated<string>;
  /** Where withdrawn goods go, several lines; null: the seller's address. */
  return_address: string | null;
  /** Who pays for sending withdrawn goods back: shopper or shop. */
  return_costs: Generated<string>;
}

/** One row per closed month (YYYY-MM, Europe/Berlin): a closed month never changes. */
export interface SettlementMonthsTable {
  month: string;
  closed_at: string;
  closed_by: string;
}

/** What a month came to for one shop; payout = carried in + goods + shipping − collected − refunds − commission, when positive. */
export interface SettlementsTable {
  id: Generated<number>;
  month: string;
  shop_id: number;
  shop_name: string;
  commission_bp: number;
  commission_fixed_cents: number;
  parts: number;
  goods_cents: number;
  shipping_cents: number;
  /** What the shop collected itself (cash on delivery). */
  collected_cents: number;
  refunds_cents: number;
  commission_cents: number;
  /** A negative balance from the month before (0 or less). */
  carried_in_cents: number;
  payout_cents: number;
  /** What the shop still owes, carried into the next month (0 or less). */
  carried_out_cents: number;
  /** The VAT contained in commission_cents, fixed at the close (null only before it was kept). */
  commission_vat_cents: number | null;
}

/** The last number each calendar year's series of the operator's commission invoices handed out. */
export interface CommissionInvoiceSeriesTable {
  year: number;
  last_number: number;
}

/** The operator's invoice for a settlement's commission, as issued; never changed (triggers refuse it). */
export interface CommissionInvoicesTable {
  id: Generated<number>;
  settlement_id: number;
  shop_id: number;
  year: number;
  sequence: number;
  number: string;
  issued_at: string;
  /** The frozen rows the PDF and the XML are drawn from (invoices/document.ts), JSON. */
  document: string;
}

/** A commission invoice's Factur-X PDF (base64) and CII XML, made once when first asked for. */
export interface CommissionInvoiceFilesTable {
  invoice_id: number;
  pdf: string;
  pdf_sha256: string;
  xml: string;
}

/** One SEPA credit transfer file as written: downloading it again hands out the same message id and XML. */
export interface PayoutRunsTable {
  id: Generated<number>;
  message_id: string;
  created_at: string;
  created_by: string;
  transfers: number;
  total_cents: number;
  xml: string;
}

/** A settlement paid in a run (once), to the account named here; sent, then confirmed by the bank statement. */
export interface PayoutsTable {
  id: Generated<number>;
  run_id: number;
  settlement_id: number;
  shop_id: number;
  amount_cents: number;
  end_to_end_id: string;
  holder: string;
  iban: string;
  bic: string;
  state: string;
  sent_at: string;
  confirmed_at: string | null;
}

/** The parts behind a settlement's sums: kind shipped (goods, shipping, commission) or refund. */
export interface SettlementItemsTable {
  id: Generated<number>;
  settlement_id: number;
  kind: string;
  part_number: string;
  payment_method: string;
  at: string;
  goods_cents: number;
  shipping_cents: number;
  collected_cents: number;
  refund_cents: number;
  commission_cents: number;
}

/**
 * One line of a ledger transaction (ledger/): debit positive, credit negative, in cents; a
 * transaction's lines share its key and add up to zero. Append-only (a trigger refuses changes).
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_key: string;
  line_no: number;
  kind: string;
  account: string;
  amount_cents: number;
  currency: Generated<string>;
  shop_id: number | null;
  order_shop_id: number | null;
  settlement_id: number | null;
  created_at: Generated<string>;
}

/** A verified buyer's review of an article: pending until the desk approves or rejects it. */
export interface ArticleReviewsTable {
  id: Generated<number>;
  article_id: number;
  order_shop_id: number;
  rating: number;
  text: string;
  author: string;
  lang_no: number;
  status: Generated<string>;
  created_at: string;
  moderated_at: string | null;
  moderated_by: number | null;
  /** The buyer's mailbox key (server/shared/email-key.ts): one shown review per buyer and article. */
  buyer_key: Generated<string>;
  /** How many readers marked it helpful. */
  helpful: Generated<number>;
}

/** One vote per review and visitor (a hash of the session). */
export interface ReviewHelpfulVotesTable {
  review_id: number;
  visitor: string;
  created_at: string;
}

/** The photos a buyer sent with a review, in order (photos.id). */
export interface ReviewPhotosTable {
  review_id: number;
  position: number;
  photo_id: string;
}

/** A buyer's stars for the shop of a delivered part; order_shop_id null for seeded ones. */
export interface ShopRatingsTable {
  id: Generated<number>;
  shop_id: number;
  order_shop_id: number | null;
  buyer_key: string;
  delivery: number;
  communication: number;
  created_at: string;
}

/** A bank statement file imported: by whom ('staff:<id>' or 'command line'), how many lines read and new. */
export interface StatementImportsTable {
  id: Generated<number>;
  file_name: string;
  account_iban: string;
  lines_read: number;
  lines_new: number;
  imported_by: string;
  imported_at: string;
}

/**
 * A line of a bank statement, once per account and entry reference. direction: credit, debit.
 * state: booked, needs_decision, unmatched, outgoing, confirmed, returned. reason (needs_decision):
 * partial, over, nothing_due, currency, several_orders.
 */
export interface StatementLinesTable {
  id: Generated<number>;
  import_id: number;
  account_iban: string;
  entry_ref: string;
  statement_id: string;
  booked_on: string;
  direction: string;
  amount_cents: number;
  currency: string;
  remittance: string;
  end_to_end_id: string | null;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  state: string;
  reason: string | null;
  order_number: string | null;
  due_cents: number | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** role: support, operator, shop_owner, shop_staff (the last two with their shop). */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  locale: string;
  role: string;
  shop_id: number | null;
  password_hash: string | null;
  totp_secret: string;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: Generated<string>;
  /** Wrong codes of the second factor since the last sign-in that went through. */
  code_failures: Generated<number>;
  /** No sign-in before this moment: too many wrong codes. */
  locked_until: string | null;
}

export interface StaffInvitationsTable {
  token_hash: string;
  staff_id: number;
  invited_by: number | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** stage: 'code' (password given, second factor due) or 'signed_in'. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  stage: string;
  /** No longer read: wrong codes are counted per account (staff.code_failures). */
  code_failures: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** One decision of the desk on a review, or the undoing of one (undoes: the decision undone). */
export interface ReviewDecisionsTable {
  id: Generated<number>;
  review_id: number;
  at: string;
  staff_id: number | null;
  staff_name: string;
  from_status: string;
  to_status: string;
  reason: Generated<string>;
  undoes: number | null;
  /** The buyer's earlier reviews this approval put aside (JSON array of ids). */
  replaced: Generated<string>;
}

export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_email: string;
  action: string;
  order_number: string | null;
  shop_id: number | null;
  detail: string | null;
}

/** A shop's own feed URL and when it is fetched next; claimed_until marks the process fetching it. */
export interface ShopFeedSourcesTable {
  shop_id: number;
  url: string;
  every_hours: number | null;
  daily_hour: number | null;
  next_fetch_at: string;
  claimed_until: string | null;
  last_fetched_at: string | null;
  last_import_id: number | null;
  last_error: string | null;
  updated_at: string;
  /** Basic auth of the feed URL: the user, and the password sealed with the credentials key. */
  username: string | null;
  password_sealed: string | null;
}

/** A place-order key: 1, taken by the order it placed; 0, settled as placing nothing. */
export interface OrderKeysTable {
  idempotency_key: string;
  placed: number;
  at: string;
}

/**
 * A cart write's key in its session: what the write did ('add', 'change', 'remove'), or 'nothing'
 * when it was settled before any write took it. target: the offer added or the line changed or
 * removed; quantity: what was asked for.
 */
export interface CartWriteKeysTable {
  session_id: string;
  idempotency_key: string;
  did: string;
  target: number | null;
  quantity: number | null;
  at: string;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number | null;
  staff_name: string;
  text: string;
  created_at: string;
}

export interface SignInFailuresTable {
  key: string;
  failed_at: number;
}

export interface UserAddressesTable {
  user_id: number;
  delivery_address: string;
  billing_address: string | null;
  phone: string | null;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
}

/** Fixed-window counters of the rate limits that processes share; see db/shared-counters.ts. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  reset_at: number;
}

export interface WithdrawnOffersTable {
  offer_id: number;
  article_id: number;
  shop_id: number;
  price_cents: number;
  withdrawn_at: string;
}
export interface Schema {
  settlement_months: SettlementMonthsTable;
  settlements: SettlementsTable;
  settlement_items: SettlementItemsTable;
  ledger_entries: LedgerEntriesTable;
  payout_runs: PayoutRunsTable;
  payouts: PayoutsTable;
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  shop_feed_sources: ShopFeedSourcesTable;
  order_notes: OrderNotesTable;
  order_keys: OrderKeysTable;
  cart_write_keys: CartWriteKeysTable;
  article_images: ArticleImagesTable;
  article_criteria: ArticleCriteriaTable;
  category_criteria_counts: CategoryCriteriaCountsTable;
  category_criteria_pairs: CategoryCriteriaPairsTable;
  category_criteria_brands: CategoryCriteriaBrandsTable;
  article_photos: ArticlePhotosTable;
  media_sources: MediaSourcesTable;
  photos: PhotosTable;
  articles: ArticlesTable;
  brand_aliases: BrandAliasesTable;
  brands: BrandsTable;
  cart_lines: CartLinesTable;
  change_feed: ChangeFeedTable;
  categories: CategoriesTable;
  category_brand_counts: CategoryBrandCountsTable;
  category_complements: CategoryComplementsTable;
  category_texts: CategoryTextsTable;
  contact_messages: ContactMessagesTable;
  documents: DocumentsTable;
  feature_flag_overrides: FeatureFlagOverridesTable;
  feature_flags: FeatureFlagsTable;
  feed_imports: FeedImportsTable;
  feed_mappings: FeedMappingsTable;
  feed_pending_uploads: FeedPendingUploadsTable;
  feed_report: FeedReportTable;
  feed_staging: FeedStagingTable;
  fitment: FitmentTable;
  fitment_listing: FitmentListingTable;
  make_listing: MakeListingTable;
  series_page_listing: SeriesPageListingTable;
  fr_plates: FrPlatesTable;
  import_keys: ImportKeysTable;
  import_sources: ImportSourcesTable;
  kba: KbaTable;
  kba_imported: KbaImportedTable;
  kba_register: KbaRegisterTable;
  mail_queue: MailQueueTable;
  manufacturers: ManufacturersTable;
  models: ModelsTable;
  vehicle_type_facts: VehicleTypeFactsTable;
  oe_numbers: OeNumbersTable;
  offer_price_changes: OfferPriceChangesTable;
  offers: OffersTable;
  order_lines: OrderLinesTable;
  order_refunds: OrderRefundsTable;
  refunds: RefundsTable;
  refund_accounts: RefundAccountsTable;
  refund_transfer_files: RefundTransferFilesTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  invoice_files: InvoiceFilesTable;
  invoice_e_files: InvoiceEFilesTable;
  commission_invoice_series: CommissionInvoiceSeriesTable;
  commission_invoices: CommissionInvoicesTable;
  commission_invoice_files: CommissionInvoiceFilesTable;
  contact_replies: ContactRepliesTable;
  desk_threads: DeskThreadsTable;
  desk_thread_messages: DeskThreadMessagesTable;
  desk_thread_photos: DeskThreadPhotosTable;
  desk_assignments: DeskAssignmentsTable;
  desk_openings: DeskOpeningsTable;
  desk_item_marks: DeskItemMarksTable;
  desk_item_tags: DeskItemTagsTable;
  desk_notes: DeskNotesTable;
  desk_saved_replies: DeskSavedRepliesTable;
  order_payments: OrderPaymentsTable;
  order_events: OrderEventsTable;
  order_secret: OrderSecretTable;
  order_shops: OrderShopsTable;
  article_reviews: ArticleReviewsTable;
  review_decisions: ReviewDecisionsTable;
  review_helpful_votes: ReviewHelpfulVotesTable;
  review_photos: ReviewPhotosTable;
  shop_ratings: ShopRatingsTable;
  statement_imports: StatementImportsTable;
  statement_lines: StatementLinesTable;
  orders: OrdersTable;
  organisation_rating: OrganisationRatingTable;
  organisation_reviews: OrganisationReviewsTable;
  rate_limit_counters: RateLimitCountersTable;
  retired_sessions: RetiredSessionsTable;
  saved_vehicles: SavedVehiclesTable;
  search_attributes: SearchAttributesTable;
  search_terms: SearchTermsTable;
  search_vocabulary: SearchVocabularyTable;
  series: SeriesTable;
  series_families: SeriesFamiliesTable;
  series_pages: SeriesPagesTable;
  session_secret: SessionSecretTable;
  sessions: SessionsTable;
  shop_bank_accounts: ShopBankAccountsTable;
  shop_shipping: ShopShippingTable;
  shop_texts: ShopTextsTable;
  shop_tokens: ShopTokensTable;
  shops: ShopsTable;
  sign_in_failures: SignInFailuresTable;
  user_addresses: UserAddressesTable;
  users: UsersTable;
  withdrawals: WithdrawalsTable;
  withdrawn_offers: WithdrawnOffersTable;
}

/** Typed queries on either backend; a transaction is one too. */
export type Db = Kysely<Schema>;
