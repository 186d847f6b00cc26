/**
 * What a phone has painted stays in place while the rest of the page arrives. Chromium paints a page
 * it has parsed only in part; on a phone an offer is a grid whose add-to-cart form is placed in the
 * second row, so an offer painted before its form arrived had the shop's rating in that row, and the
 * form pushed the rating and the details below it down by a row (a layout shift Lighthouse measured
 * on the article page).
 */
import { articlePath } from './support/articles';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser({}, { browser: 'shopper' });

test.each([360, 412, 800])('at %i px an offer cut off after its shop details keeps them in place when the price and the add-to-cart form follow', async (width) => {
  const article = `${e2e.shop.origin}${await articlePath(e2e.shop.origin)}`;
  const html = await (await fetch(article)).text();
  const ids = [...html.matchAll(/<li class="offer[^"]*" id="(offer-\d+)"/g)].map((match) => match[1]!);
  expect(ids.length).toBeGreaterThan(0);
  const { page, errors } = await e2e.chromium.open({ width });
  // The page's own address, so its links and images resolve as in the shopper's browser.
  await page.goto(article);
  /** Where each of the offer's shop details sits, measured from the top of the offer. */
  const measure = async (document: string, id: string) => {
    await page.setContent(document, { waitUntil: 'load' });
    return page.$$eval(`#${id} .offer-shop > *`, (details) => {
      const offer = details[0]!.closest('li')!.getBoundingClientRect().top;
      return details.map((detail) => `${detail.tagName.toLowerCase()} ${Math.round(detail.getBoundingClientRect().top - offer)}`);
    });
  };
  for (const id of ids.slice(0, 3)) {
    const shopDetails = html.indexOf('class="offer-shop"', html.indexOf(`id="${id}"`));
    const parsedSoFar = html.slice(0, html.indexOf('</div>', shopDetails) + '</div>'.length);
    const painted = await measure(parsedSoFar, id);
    expect(painted.length).toBeGreaterThan(1);
    expect(await measure(html, id)).toEqual(painted);
  }
  expect(errors).toEqual([]);
});
