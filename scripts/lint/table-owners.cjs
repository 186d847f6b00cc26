/**
 * Which domain of the marketplace (server/marketplace/<domain>/) owns each table: the one domain that
 * writes it. Others read it through the owner's face (its index.ts) or ask the owner to change it;
 * steps that change several domains' tables stand above them in server/marketplace/flows/.
 * A new table gets its line here (scripts/lint/table-writes.test.ts refuses a table without one).
 * docs/decisions/0428-every-table-has-one-writer.md says why.
 */
'use strict';

/** table -> owning domain; 'db' is the ground's own bookkeeping. */
const TABLE_OWNERS = {
  // The money: months closed, what each shop is owed, the books, payouts.
  settlement_months: 'settlements',
  settlements: 'settlements',
  settlement_items: 'settlements',
  payout_runs: 'settlements',
  payouts: 'settlements',
  commission_invoice_series: 'settlements',
  commission_invoices: 'settlements',
  commission_invoice_files: 'settlements',
  ledger_entries: 'ledger',
  statement_imports: 'bank-statements',
  statement_lines: 'bank-statements',
  refunds: 'refunds',
  refund_accounts: 'refunds',
  refund_transfer_files: 'refunds',
  invoice_series: 'invoices',
  invoices: 'invoices',
  invoice_files: 'invoices',
  invoice_e_files: 'invoices',

  // Orders, from the placed order to its parts' delivery, withdrawals and payments.
  orders: 'orders',
  order_shops: 'orders',
  order_lines: 'orders',
  order_events: 'orders',
  order_keys: 'orders',
  order_payments: 'orders',
  order_refunds: 'orders',
  order_secret: 'orders',
  withdrawals: 'orders',
  user_addresses: 'orders',

  // Staff and the desk's work.
  staff: 'staff',
  staff_invitations: 'staff',
  staff_sessions: 'staff',
  staff_audit: 'staff',
  order_notes: 'desk',
  contact_replies: 'desk',
  desk_threads: 'desk',
  desk_thread_messages: 'desk',
  desk_thread_photos: 'desk',
  desk_assignments: 'desk',
  desk_openings: 'desk',
  desk_item_marks: 'desk',
  desk_item_tags: 'desk',
  desk_notes: 'desk',
  desk_saved_replies: 'desk',
  // The contact page's messages are the desk's inbox; contact/ is the page's door.
  contact_messages: 'desk',
  mail_queue: 'mail',

  // Shoppers: accounts, sessions, carts, reviews.
  users: 'users',
  saved_vehicles: 'users',
  sign_in_failures: 'users',
  sessions: 'session',
  retired_sessions: 'session',
  session_secret: 'session',
  cart_lines: 'cart',
  cart_write_keys: 'cart',
  article_reviews: 'reviews',
  review_decisions: 'reviews',
  review_helpful_votes: 'reviews',
  review_photos: 'reviews',
  shop_ratings: 'reviews',
  organisation_rating: 'reviews',
  organisation_reviews: 'reviews',

  // Shops, their offers and the feeds that bring them. The offers are written where the feed's rules
  // live (a carted offer's old price kept, a withdrawn one remembered): by the feed's swap, by the
  // portal's edits by hand, by stock an order takes, by a suspension (feeds/); offers/ reads them.
  shops: 'shops',
  shop_texts: 'shops',
  shop_shipping: 'shops',
  shop_tokens: 'shops',
  shop_bank_accounts: 'portal',
  offers: 'feeds',
  offer_price_changes: 'feeds',
  withdrawn_offers: 'feeds',
  shop_feed_sources: 'feeds',
  feed_imports: 'feeds',
  feed_mappings: 'feeds',
  feed_pending_uploads: 'feeds',
  feed_report: 'feeds',
  feed_staging: 'feeds',
  media_sources: 'feeds',
  article_photos: 'feeds',
  documents: 'feeds',
  oe_numbers: 'feeds',
  brand_aliases: 'feeds',
  photos: 'photos',

  // The catalogue's reference data: imported, or loaded with the demo catalogue (seed/).
  articles: 'articles',
  article_images: 'articles',
  brands: 'catalogue',
  article_criteria: 'catalogue',
  category_criteria_counts: 'catalogue',
  category_criteria_pairs: 'catalogue',
  category_criteria_brands: 'catalogue',
  category_brand_counts: 'catalogue',
  category_complements: 'cross-selling',
  categories: 'import',
  category_texts: 'import',
  manufacturers: 'import',
  models: 'import',
  series: 'import',
  series_families: 'import',
  series_pages: 'import',
  kba: 'import',
  kba_imported: 'import',
  kba_register: 'import',
  vehicle_type_facts: 'import',
  import_keys: 'import',
  import_sources: 'import',
  fitment: 'fitment',
  fitment_listing: 'fitment',
  make_listing: 'fitment',
  series_page_listing: 'fitment',
  fr_plates: 'vehicles',
  search_terms: 'search',
  search_vocabulary: 'search',
  search_attributes: 'search',
  feature_flags: 'flags',
  feature_flag_overrides: 'flags',

  // The ground's bookkeeping.
  change_feed: 'db',
  rate_limit_counters: 'db',
};

/**
 * Where any table may be written: the demo catalogue's load fills an empty database for every
 * domain at once (seed/), and the ground moves whole databases (copy, backup) and their schema
 * (migrations). Neither is a step of the trade.
 */
const LOADERS = ['seed/', 'db/copy/', 'db/backup/', 'db/migrations/'];

module.exports = { TABLE_OWNERS, LOADERS };
