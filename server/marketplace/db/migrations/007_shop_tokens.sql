-- Per-shop API tokens for the shop-facing calls (offer feeds, order fetch and status).
-- Only a SHA-256 of the token is stored; the token itself is shown once when it is issued.
CREATE TABLE shop_tokens (
  shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
