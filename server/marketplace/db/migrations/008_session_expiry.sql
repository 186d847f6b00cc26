-- Sessions expire (idle and absolute limits, server/marketplace/session/expiry.ts) and are purged:
-- indexes for the purge. The secret signs session ids handed out before anything is stored, so
-- such an id can be stored later without trusting ids a client made up; every instance on this
-- database shares it.
CREATE INDEX sessions_last_seen ON sessions(last_seen_at);
CREATE INDEX sessions_created ON sessions(created_at);
CREATE TABLE session_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
-- An ended or expired session's id never comes back (a handed-out id would otherwise be valid
-- again once its row is gone); kept as long as a handed-out id can live.
CREATE TABLE retired_sessions (
  id TEXT PRIMARY KEY,
  retired_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER sessions_retire AFTER DELETE ON sessions BEGIN
  INSERT OR IGNORE INTO retired_sessions (id, retired_at) VALUES (old.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
