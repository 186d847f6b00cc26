/** Finds a real article page of the seeded catalogue (through the shop's own search), for cart flows. */
export async function articlePath(origin: string, term = 'Bremsscheibe'): Promise<string> {
  const html = await (await fetch(`${origin}/Volltextsuche?q=${encodeURIComponent(term)}`)).text();
  const hrefs = [...html.matchAll(/href="(\/Teilenummernsuche\/[^"]*\?articleId=\d+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  for (const href of hrefs) {
    const page = await (await fetch(`${origin}${href}`)).text();
    // An offer that ships to the default delivery country (its button is enabled).
    if (/<button type="submit"(?! disabled)[^>]*>/.test(page.slice(page.indexOf('class="add-to-cart"')))) return href;
  }
  throw new Error(`no article with a deliverable offer for ${term}`);
}
