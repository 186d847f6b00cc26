/**
 * Sitemap: the URLs the sitemap lists.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { sitemapEndpoints } from './endpoints';
