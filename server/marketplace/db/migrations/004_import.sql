-- Reference-data imports (KBA, ADEME, taxonomy): bookkeeping that lets a second import of the same
-- file update rows in place instead of adding copies. No catalogue table is changed.

-- Which catalogue row an external key became (taxonomy id, ADEME variant, series, manufacturer).
CREATE TABLE import_keys (
  source TEXT NOT NULL,             -- 'kba', 'ademe', 'taxonomy'
  kind TEXT NOT NULL,               -- 'manufacturer', 'series', 'model', 'category'
  key TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  PRIMARY KEY (source, kind, key)
) WITHOUT ROWID;

-- The KBA register as last imported. Pairs stay here even while no model matches them, and are
-- linked into kba whenever vehicles are imported later.
CREATE TABLE kba_register (
  hsn TEXT NOT NULL,
  tsn TEXT NOT NULL,
  kba_manufacturer TEXT NOT NULL,   -- KBA spelling, e.g. BAYER.MOT.WERKE-BMW
  trade_name TEXT NOT NULL,
  PRIMARY KEY (hsn, tsn)
) WITHOUT ROWID;

-- kba rows made by the importer, so relinking replaces only those and never the seed's own.
CREATE TABLE kba_imported (
  kba_id INTEGER PRIMARY KEY REFERENCES kba(id)
);

-- Which reference files are in the catalogue, for the attribution page.
CREATE TABLE import_sources (
  source TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  rows_imported INTEGER NOT NULL,
  changed_at TEXT NOT NULL
);
