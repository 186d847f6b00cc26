-- Listing indexes for large catalogues (p95 under 20 ms at 1,000,000 articles).
--
-- 1. Vehicle listings: which articles of a category fit a model, already in listing order
--    (popularity, then id) and carrying the brand for the brand filter counts. A category page
--    narrowed to one model reads one short range of this table instead of every article the model
--    fits. Rows are derived from fitment + articles; triggers keep them in step with both.
CREATE TABLE fitment_listing (
  model_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  brand_id INTEGER NOT NULL,
  PRIMARY KEY (model_id, category_id, popularity DESC, article_id)
) WITHOUT ROWID;

INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
  SELECT f.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM fitment f CROSS JOIN articles a ON a.id = f.article_id
  ORDER BY f.model_id, a.category_id, a.popularity DESC, a.id;

CREATE TRIGGER fitment_listing_insert AFTER INSERT ON fitment BEGIN
  INSERT OR REPLACE INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
    SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM articles a WHERE a.id = NEW.article_id;
END;
CREATE TRIGGER fitment_listing_delete AFTER DELETE ON fitment BEGIN
  DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
    AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);
END;
CREATE TRIGGER fitment_listing_update AFTER UPDATE OF model_id, article_id ON fitment BEGIN
  DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
    AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);
  INSERT OR REPLACE INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
    SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM articles a WHERE a.id = NEW.article_id;
END;
CREATE TRIGGER fitment_listing_article AFTER UPDATE OF category_id, popularity, brand_id ON articles BEGIN
  DELETE FROM fitment_listing WHERE model_id IN (SELECT model_id FROM fitment WHERE article_id = OLD.id)
    AND category_id = OLD.category_id AND popularity = OLD.popularity AND article_id = OLD.id;
  INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
    SELECT f.model_id, NEW.category_id, NEW.popularity, NEW.id, NEW.brand_id FROM fitment f WHERE f.article_id = NEW.id;
END;

-- 2. Unfiltered category listings without a vehicle: the article count per (category, brand), so
--    the result count and the brand filter counts of a large category are a few dozen rows, not a
--    scan of every article. Triggers on articles keep the counts exact.
CREATE TABLE category_brand_counts (
  category_id INTEGER NOT NULL,
  brand_id INTEGER NOT NULL,
  articles INTEGER NOT NULL,
  PRIMARY KEY (category_id, brand_id)
) WITHOUT ROWID;

INSERT INTO category_brand_counts (category_id, brand_id, articles)
  SELECT category_id, brand_id, count(*) FROM articles GROUP BY category_id, brand_id;

CREATE TRIGGER category_brand_counts_insert AFTER INSERT ON articles BEGIN
  INSERT INTO category_brand_counts (category_id, brand_id, articles) VALUES (NEW.category_id, NEW.brand_id, 1)
    ON CONFLICT (category_id, brand_id) DO UPDATE SET articles = articles + 1;
END;
CREATE TRIGGER category_brand_counts_delete AFTER DELETE ON articles BEGIN
  UPDATE category_brand_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id;
  DELETE FROM category_brand_counts WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND articles <= 0;
END;
CREATE TRIGGER category_brand_counts_update AFTER UPDATE OF category_id, brand_id ON articles BEGIN
  UPDATE category_brand_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id;
  DELETE FROM category_brand_counts WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND articles <= 0;
  INSERT INTO category_brand_counts (category_id, brand_id, articles) VALUES (NEW.category_id, NEW.brand_id, 1)
    ON CONFLICT (category_id, brand_id) DO UPDATE SET articles = articles + 1;
END;

-- 3. Category listings sort by popularity then id: with the id in the index a page of one category
--    is read in order (no sort), and the brand stays in it for index-only brand counts.
DROP INDEX articles_category_popularity;
CREATE INDEX articles_category_popularity ON articles(category_id, popularity DESC, id, brand_id);
