import type { Page } from 'puppeteer-core';
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

/**
 * A part term with listed articles for the visitor this page is (its chosen vehicle narrows the
 * search): a small demo catalogue does not have every part type for every vehicle. Asked in the
 * page itself, so the answer is the one this visitor gets.
 */
export async function termWithResults(page: Page, origin: string): Promise<string> {
  for (const term of ['Bremsscheibe', 'Bremsbeläge', 'Ölfilter', 'Luftfilter', 'Stoßdämpfer', 'Zündkerze', 'Filter', 'Bremse', 'Lampe', 'Öl']) {
    // Through the header's form, which carries the chosen vehicle along with the term.
    await page.goto(`${origin}/`);
    await page.$eval('.search-box input[name=q]', (input, value) => { (input as HTMLInputElement).value = value; }, term);
    await Promise.all([page.waitForNavigation(), page.$eval('.search-box', (form) => (form as HTMLFormElement).submit())]);
    if ((await page.$$('a[href*="articleId="]')).length > 0) return term;
  }
  throw new Error('no part term lists articles for this vehicle');
}

/** An article of the seeded catalogue with at least three offers that ship to Germany. */
export async function articleWithThreeOffers(origin: string): Promise<string> {
  for (const term of ['Bremsscheibe', 'Bremsbeläge', 'Stoßdämpfer', 'Ölfilter', 'Luftfilter', 'Zündkerze', 'Filter', 'Bremse']) {
    const html = await (await fetch(`${origin}/Volltextsuche?q=${encodeURIComponent(term)}`)).text();
    const hrefs = [...html.matchAll(/href="(\/Teilenummernsuche\/[^"]*\?articleId=\d+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const href of hrefs) {
      const page = await (await fetch(`${origin}${href}`)).text();
      // Each offer's add form up to its button: the header's and filters' buttons do not count.
      const enabledAdds = page.split('class="add-to-cart"').slice(1).filter((form) => /^[^]*?<button type="submit"(?! disabled)/.test(form.slice(0, form.indexOf('</button>') + 1)));
      if (enabledAdds.length >= 3) return href;
    }
  }
  throw new Error('no article with three deliverable offers');
}
