-- The marketplace catalogue: vehicles, categories, brands, articles, fitment, shops and offers.
-- Language numbers (lang_no) follow spec section 3: 1 de, 4 en, 6 fr, 7 it, 8 es, 9 nl, 255 neutral.
-- Money is integer cents (EUR). Countries are ISO codes from DELIVERY_COUNTRIES.

-- Vehicles -----------------------------------------------------------------------------------------

CREATE TABLE manufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  seo_name TEXT NOT NULL,
  popularity INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE series_families (
  id INTEGER PRIMARY KEY,
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL
);
CREATE INDEX series_families_manufacturer ON series_families(manufacturer_id);

-- A series page groups the series (generations) shown on one vehicle page (2-{seriesPageId}).
CREATE TABLE series_pages (
  id INTEGER PRIMARY KEY,
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  series_family_id INTEGER NOT NULL REFERENCES series_families(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL
);
CREATE INDEX series_pages_manufacturer ON series_pages(manufacturer_id);
CREATE INDEX series_pages_family ON series_pages(series_family_id);

CREATE TABLE series (
  id INTEGER PRIMARY KEY,
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  series_family_id INTEGER NOT NULL REFERENCES series_families(id),
  series_page_id INTEGER NOT NULL REFERENCES series_pages(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  production_year_start INTEGER NOT NULL,
  production_year_end INTEGER,            -- NULL: still built
  popularity INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX series_manufacturer ON series(manufacturer_id);
CREATE INDEX series_page ON series(series_page_id);

-- manufacturer_id and series_page_id are copied from the series so vehicle-context listings
-- need no joins up the tree.
CREATE TABLE models (
  id INTEGER PRIMARY KEY,
  series_id INTEGER NOT NULL REFERENCES series(id),
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  series_page_id INTEGER NOT NULL REFERENCES series_pages(id),
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  ps INTEGER NOT NULL,
  kw INTEGER NOT NULL,                    -- round(ps * 0.7355)
  ccm INTEGER NOT NULL,
  fuel TEXT NOT NULL DEFAULT 'petrol',
  production_year_start INTEGER NOT NULL,
  production_year_end INTEGER,
  popularity INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX models_series ON models(series_id);
CREATE INDEX models_manufacturer ON models(manufacturer_id);
CREATE INDEX models_series_page ON models(series_page_id);

-- German type approval numbers: HSN (4 digits) + TSN (3 alphanumerics). One pair may name several models.
CREATE TABLE kba (
  id INTEGER PRIMARY KEY,
  hsn TEXT NOT NULL,
  tsn TEXT NOT NULL,
  model_id INTEGER NOT NULL REFERENCES models(id)
);
CREATE INDEX kba_hsn_tsn ON kba(hsn, tsn);
CREATE INDEX kba_model ON kba(model_id);

-- French licence plates, stored normalised: upper case without hyphens or spaces.
CREATE TABLE fr_plates (
  plate TEXT PRIMARY KEY,
  model_id INTEGER NOT NULL REFERENCES models(id)
) WITHOUT ROWID;

-- Categories ---------------------------------------------------------------------------------------

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),   -- NULL for the roots (level 1)
  top_parent_id INTEGER NOT NULL,                -- the level-1 ancestor (itself for roots)
  level INTEGER NOT NULL,
  leaf_number INTEGER NOT NULL DEFAULT 0,        -- 452 and 463: universal categories
  is_universal INTEGER NOT NULL DEFAULT 0,
  is_leaf INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,         -- >= 120 counts as popular
  image_filename TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent ON categories(parent_id);
CREATE INDEX categories_top_parent ON categories(top_parent_id);

CREATE TABLE category_texts (
  category_id INTEGER NOT NULL REFERENCES categories(id),
  lang_no INTEGER NOT NULL,
  title TEXT NOT NULL,
  seo_alias TEXT NOT NULL,
  seo_text TEXT,
  description TEXT,
  PRIMARY KEY (category_id, lang_no)
) WITHOUT ROWID;

-- Brands and articles ------------------------------------------------------------------------------

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  seo_name TEXT NOT NULL,
  logo TEXT,
  popularity INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  article_number TEXT NOT NULL,
  norm_number TEXT NOT NULL,        -- upper case, no spaces, dots, dashes or slashes
  ean TEXT,
  criteria TEXT,                    -- JSON list of {key, value, unit}: language-neutral attributes
  popularity INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX articles_category_popularity ON articles(category_id, popularity DESC);
CREATE INDEX articles_brand ON articles(brand_id, popularity DESC);
CREATE INDEX articles_norm_number ON articles(norm_number);

CREATE TABLE article_images (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles(id),
  position INTEGER NOT NULL DEFAULT 0,
  filename TEXT NOT NULL
);
CREATE INDEX article_images_article ON article_images(article_id, position);

-- Original equipment (vehicle maker) numbers the article replaces.
CREATE TABLE oe_numbers (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles(id),
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  oe_number TEXT NOT NULL,
  norm_number TEXT NOT NULL
);
CREATE INDEX oe_numbers_norm ON oe_numbers(norm_number);
CREATE INDEX oe_numbers_article ON oe_numbers(article_id);

CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles(id),
  doc_no TEXT NOT NULL,             -- the same document may be attached in several languages
  doc_type TEXT NOT NULL,           -- manual, datasheet, certificate, installation
  lang_no INTEGER NOT NULL,         -- 255: language-neutral
  title TEXT NOT NULL,
  filename TEXT NOT NULL
);
CREATE INDEX documents_article ON documents(article_id);

-- Which article fits which model. Universal articles have no rows.
CREATE TABLE fitment (
  model_id INTEGER NOT NULL REFERENCES models(id),
  article_id INTEGER NOT NULL REFERENCES articles(id),
  PRIMARY KEY (model_id, article_id)
) WITHOUT ROWID;
CREATE INDEX fitment_article ON fitment(article_id, model_id);

-- Shops and offers ---------------------------------------------------------------------------------

CREATE TABLE shops (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  rating REAL NOT NULL,             -- 0..5
  review_count INTEGER NOT NULL DEFAULT 0,
  logo TEXT,
  country TEXT NOT NULL DEFAULT 'DE',
  founded_year INTEGER
);

CREATE TABLE shop_texts (
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  lang_no INTEGER NOT NULL,
  description TEXT NOT NULL,
  terms TEXT NOT NULL,
  cancellation_policy TEXT NOT NULL,
  PRIMARY KEY (shop_id, lang_no)
) WITHOUT ROWID;

CREATE TABLE shop_shipping (
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  country TEXT NOT NULL,
  cost_cents INTEGER NOT NULL,
  free_from_cents INTEGER,          -- NULL: never free
  delivery_days_min INTEGER NOT NULL,
  delivery_days_max INTEGER NOT NULL,
  PRIMARY KEY (shop_id, country)
) WITHOUT ROWID;
CREATE INDEX shop_shipping_country ON shop_shipping(country, shop_id);

CREATE TABLE offers (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles(id),
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  price_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL DEFAULT 0,   -- e.g. old-part deposit paid back
  stock INTEGER NOT NULL DEFAULT 0,
  delivery_days INTEGER NOT NULL DEFAULT 2   -- days until dispatch-ready at the shop
);
CREATE INDEX offers_article ON offers(article_id, price_cents);
CREATE INDEX offers_shop ON offers(shop_id);

-- Organisation rating and reviews (shop-review service data) -----------------------------------------

CREATE TABLE organisation_rating (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  rating_value REAL NOT NULL,
  review_count INTEGER NOT NULL
);

CREATE TABLE organisation_reviews (
  id INTEGER PRIMARY KEY,
  lang_no INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL DEFAULT '', -- may be empty: the shop shows only reviews with a comment
  author TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX organisation_reviews_created ON organisation_reviews(created_at DESC);

-- Free-text search ---------------------------------------------------------------------------------
-- One row per searchable name: a category title in one language (with its aliases and synonyms)
-- or a brand. Articles are found through their category and brand, then ranked by popularity,
-- which keeps search fast at millions of articles. Diacritics fold: "Ölfilter" = "olfilter".
CREATE VIRTUAL TABLE search_terms USING fts5(
  text,
  kind UNINDEXED,                   -- 'category' or 'brand'
  ref_id UNINDEXED,
  lang_no UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
