-- Messages shoppers send from the contact page, kept for the customer service. The sender's name,
-- e-mail address and text are personal data: they live here only, never in the logs.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT,
  message TEXT NOT NULL
);
CREATE INDEX contact_messages_received ON contact_messages(received_at);
