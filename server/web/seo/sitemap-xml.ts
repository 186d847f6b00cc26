/**
 * Sitemap protocol XML (sitemaps.org 0.9): a urlset per file, at most 50,000 URLs each, and the index.
 * Written as strings, not through xmlbuilder2 as the merchant feed is: a full file through its node
 * tree holds the event loop many times as long, and two elements with one escaped text need no tree.
 */

export const SITEMAP_MAX_URLS = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Splits a URL list into sitemap files of at most `size` URLs; an empty list still gives one (empty) file. */
export function chunkUrls(urls: readonly string[], size = SITEMAP_MAX_URLS): string[][] {
  if (urls.length === 0) return [[]];
  const chunks: string[][] = [];
  for (let start = 0; start < urls.length; start += size) chunks.push(urls.slice(start, start + size));
  return chunks;
}

export function urlsetXml(urls: readonly string[]): string {
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const body = sitemaps.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}
