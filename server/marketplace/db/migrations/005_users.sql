-- Accounts (German and Austrian editions only): users, their saved vehicles, the signed-in user
-- of a session, and failed sign-ins for throttling. Other tables are only extended, never changed.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  -- Compared case-insensitively: Max@Example.de and max@example.de are one account.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- scrypt$N$r$p$salt$hash (base64): parameters travel with the hash so they can be raised later.
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE saved_vehicles (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL REFERENCES models(id),
  saved_at TEXT NOT NULL,
  PRIMARY KEY (user_id, model_id)
) WITHOUT ROWID;

-- A session is anonymous (NULL) or signed in. Sign-in always starts a new session (rotation).
ALTER TABLE sessions ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX sessions_user ON sessions(user_id);

-- One row per failed sign-in, keyed 'account:<email>' and 'address:<ip>'; old rows are pruned on write.
CREATE TABLE sign_in_failures (
  key TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures(key, failed_at);
