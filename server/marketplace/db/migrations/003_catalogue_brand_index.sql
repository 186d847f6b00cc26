-- The category listing index also carries brand_id, so the brand filter counts of a listing read
-- only this index (no row lookups); that keeps large categories fast at millions of articles.
DROP INDEX articles_category_popularity;
CREATE INDEX articles_category_popularity ON articles(category_id, popularity DESC, brand_id);
