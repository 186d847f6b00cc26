-- Commerce: sessions, carts, cross-selling signals and feature flags. Money is integer cents.

-- A visitor's session. The id is 256 random bits (base64url); it is the only key to the cart.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
) WITHOUT ROWID;

-- One cart per session across all shops; a line is one offer (shop + article) for one vehicle.
CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL REFERENCES offers(id),
  model_id INTEGER REFERENCES models(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  added_at TEXT NOT NULL
);
-- The same offer for the same vehicle is one line, so concurrent adds meet in one UPSERT.
CREATE UNIQUE INDEX cart_lines_identity ON cart_lines(session_id, offer_id, ifnull(model_id, 0));
CREATE INDEX cart_lines_offer ON cart_lines(offer_id);

-- Categories bought together for a job (brake discs -> brake pads); weight orders suggestions.
CREATE TABLE category_complements (
  category_id INTEGER NOT NULL REFERENCES categories(id),
  complement_id INTEGER NOT NULL REFERENCES categories(id),
  weight INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (category_id, complement_id)
) WITHOUT ROWID;

-- Feature flags and experiments. A visitor is in the rollout when a stable hash of
-- (key, session id, delivery country) falls below rollout_percent; experiments also pick one of
-- their comma-separated variation ids by the same hash.
CREATE TABLE feature_flags (
  key TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 0,
  rollout_percent INTEGER NOT NULL DEFAULT 100 CHECK (rollout_percent BETWEEN 0 AND 100),
  countries TEXT,                   -- comma-separated delivery countries; NULL: all
  variations TEXT,                  -- comma-separated variation ids; NULL: a plain flag
  public INTEGER NOT NULL DEFAULT 1
) WITHOUT ROWID;

-- A visitor switched into an experiment variation on purpose (QA, support, links).
CREATE TABLE feature_flag_overrides (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  flag_key TEXT NOT NULL REFERENCES feature_flags(key) ON DELETE CASCADE,
  variation_id TEXT NOT NULL,
  PRIMARY KEY (session_id, flag_key)
) WITHOUT ROWID;
