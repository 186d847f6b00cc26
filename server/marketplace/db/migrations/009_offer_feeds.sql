-- Offer feeds: shops send their offers as CSV/TSV files, matched to the catalogue and applied
-- atomically. Offers from a feed are keyed by the shop's own article number (sku).
ALTER TABLE offers ADD COLUMN sku TEXT;                -- NULL: an offer that did not come from a feed
ALTER TABLE offers ADD COLUMN offer_url TEXT;
ALTER TABLE offers ADD COLUMN image_url TEXT;
ALTER TABLE offers ADD COLUMN country_terms TEXT;      -- JSON {"AT": {"price": 1290, "shipping": 590}}: per delivery country
CREATE UNIQUE INDEX offers_shop_sku ON offers(shop_id, sku) WHERE sku IS NOT NULL;

-- EAN is the second way a feed row finds its article.
CREATE INDEX articles_ean ON articles(ean) WHERE ean IS NOT NULL;

-- Other spellings of a brand in shops' feeds ("Robert Bosch GmbH" -> Bosch), stored folded
-- (lower case, letters and digits only, legal-form suffixes removed).
CREATE TABLE brand_aliases (
  alias TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE
) WITHOUT ROWID;

-- The per-shop column mapping (JSON {field: header}); without one the common names are understood.
CREATE TABLE feed_mappings (
  shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
  mapping TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One row per feed import. status: running, held (waits for confirmation), applied, failed, superseded.
CREATE TABLE feed_imports (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  source TEXT NOT NULL,                 -- api, cli, seed
  file_name TEXT,
  bytes_total INTEGER,
  bytes_read INTEGER NOT NULL DEFAULT 0,
  rows_read INTEGER NOT NULL DEFAULT 0,
  rows_rejected INTEGER NOT NULL DEFAULT 0,
  duplicates INTEGER NOT NULL DEFAULT 0,
  offers_added INTEGER,
  offers_updated INTEGER,
  offers_removed INTEGER,
  hold_reason TEXT,
  error TEXT,
  pid INTEGER,
  heartbeat_at TEXT,
  created_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX feed_imports_shop ON feed_imports(shop_id, id);

-- Rows of a running or held import that became offers; swapped into offers in one transaction.
CREATE TABLE feed_staging (
  import_id INTEGER NOT NULL,
  sku TEXT NOT NULL,
  line INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  price_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  stock INTEGER NOT NULL,
  delivery_days INTEGER NOT NULL,
  offer_url TEXT,
  image_url TEXT,
  country_terms TEXT,
  oe_numbers TEXT,                      -- JSON [[number, normalised], ...]
  superseded_lines TEXT,                -- earlier lines with the same sku (the last one wins)
  PRIMARY KEY (import_id, sku)
) WITHOUT ROWID;
-- Offers that came before feeds (no sku) are taken over by the feed row of the same article.
CREATE INDEX feed_staging_article ON feed_staging(import_id, article_id);

-- Every row that did not become an offer, and why.
CREATE TABLE feed_report (
  import_id INTEGER NOT NULL REFERENCES feed_imports(id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  sku TEXT,
  reason TEXT NOT NULL,                 -- missing-field, bad-price, unknown-brand, unknown-number, unknown-ean, duplicate-sku, bad-value
  detail TEXT
);
CREATE INDEX feed_report_import ON feed_report(import_id, line);

-- Cart lines outlive their offer: when a feed removes a carted offer the line stays and is shown as
-- unavailable, so the offer reference must not be a foreign key any more (same columns otherwise).
CREATE TABLE cart_lines_next (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL,
  model_id INTEGER REFERENCES models(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  added_at TEXT NOT NULL
);
INSERT INTO cart_lines_next (id, session_id, offer_id, model_id, quantity, added_at)
  SELECT id, session_id, offer_id, model_id, quantity, added_at FROM cart_lines;
DROP TABLE cart_lines;
ALTER TABLE cart_lines_next RENAME TO cart_lines;
CREATE UNIQUE INDEX cart_lines_identity ON cart_lines(session_id, offer_id, ifnull(model_id, 0));
CREATE INDEX cart_lines_offer ON cart_lines(offer_id);

-- What carted offers were when a feed removed them (the cart names the article and proposes another shop).
CREATE TABLE withdrawn_offers (
  offer_id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL,
  shop_id INTEGER NOT NULL,
  price_cents INTEGER NOT NULL,
  withdrawn_at TEXT NOT NULL
);

-- Carted offers whose price a feed changed: the cart shows the old and the new price.
CREATE TABLE offer_price_changes (
  offer_id INTEGER PRIMARY KEY,
  old_price_cents INTEGER NOT NULL,
  new_price_cents INTEGER NOT NULL,
  changed_at TEXT NOT NULL
);
