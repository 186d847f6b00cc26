-- Orders: one order per checkout, one child order per shop, the lines with the exact prices,
-- terms and addresses of the moment; the mail queue; the shops' payment methods, bank accounts
-- and VAT rates; remembered addresses of accounts. Money is integer cents, rates basis points.

-- What a shop accepts besides prepayment: comma-separated of prepayment, cod, invoice, card, paypal.
ALTER TABLE shops ADD COLUMN payment_methods TEXT NOT NULL DEFAULT 'prepayment';
-- The VAT rate the shop states for deliveries to that country (basis points, 1900 = 19 %).
ALTER TABLE shop_shipping ADD COLUMN vat_rate_bp INTEGER;
UPDATE shop_shipping SET vat_rate_bp = CASE country
  WHEN 'DE' THEN 1900 WHEN 'AT' THEN 2000 WHEN 'ES' THEN 2100 WHEN 'FR' THEN 2000 WHEN 'IT' THEN 2200
  WHEN 'NL' THEN 2100 WHEN 'BE' THEN 2100 WHEN 'LU' THEN 1700 WHEN 'PL' THEN 2300 WHEN 'CZ' THEN 2100
  WHEN 'DK' THEN 2500 WHEN 'PT' THEN 2300 WHEN 'CH' THEN 810 ELSE 2000 END;

-- Where prepayment goes: each shop is the seller and is paid directly.
CREATE TABLE shop_bank_accounts (
  shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
  holder TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  -- The checkout form's key: a repeated or doubled POST finds the order it already made.
  idempotency_key TEXT NOT NULL UNIQUE,
  session_id TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  locale TEXT NOT NULL,
  delivery_country TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  delivery_address TEXT NOT NULL,   -- JSON {name, street, zip, city, country}
  billing_address TEXT,             -- JSON, NULL: same as delivery
  items_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  vat_cents INTEGER NOT NULL,
  page_url TEXT NOT NULL,           -- the signed order page link the mails carry
  created_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders(user_id, id);

-- One shop's part. status: awaiting_payment, new, accepted, refused, shipped, cancelled.
CREATE TABLE order_shops (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  shop_name TEXT NOT NULL,
  status TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  payment_reference TEXT NOT NULL,
  bank_account TEXT,                -- JSON {holder, iban, bic} for prepayment
  items_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  vat_rate_bp INTEGER NOT NULL,
  vat_cents INTEGER NOT NULL,
  delivery_days_min INTEGER NOT NULL,
  delivery_days_max INTEGER NOT NULL,
  terms TEXT NOT NULL,
  cancellation_policy TEXT NOT NULL,
  terms_accepted_at TEXT NOT NULL,
  acknowledged_at TEXT,
  carrier TEXT,
  tracking_number TEXT,
  refusal_reason TEXT,
  status_changed_at TEXT NOT NULL
);
CREATE INDEX order_shops_order ON order_shops(order_id);
CREATE INDEX order_shops_shop ON order_shops(shop_id, status, acknowledged_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_shop_id INTEGER NOT NULL REFERENCES order_shops(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  sku TEXT,
  article_number TEXT NOT NULL,
  ean TEXT,
  brand TEXT NOT NULL,
  title TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price_cents INTEGER NOT NULL,
  line_total_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL
);
CREATE INDEX order_lines_shop ON order_lines(order_shop_id);

-- Card and PayPal parts paid through the payment provider.
CREATE TABLE order_payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  provider_reference TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL,             -- pending, paid, failed
  created_at TEXT NOT NULL
);
CREATE INDEX order_payments_order ON order_payments(order_id);

-- Signs the order page links (HMAC of the order number); shared by every instance on this database.
CREATE TABLE order_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);

-- Mails wait here until the SMTP server took them: a server that is down delays, never loses.
CREATE TABLE mail_queue (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,               -- confirmation, refused, shipped
  order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  locked_until TEXT,
  last_error TEXT,
  sent_at TEXT,
  failed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_queue_due ON mail_queue(next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- A signed-in shopper's last addresses, offered at the next checkout.
CREATE TABLE user_addresses (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  delivery_address TEXT NOT NULL,
  billing_address TEXT,
  phone TEXT,
  updated_at TEXT NOT NULL
);
