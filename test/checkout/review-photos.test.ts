/**
 * Photos with a review, end to end: the order page's review form is sent as multipart (as a
 * browser sends it without script) with a JPEG; the desk approves the review; the article page
 * shows the photo, served as the marketplace wrote it again (no camera metadata). A file that is
 * no photo, one too large, too many: the form again with the reason beside the photo field, in the
 * shopper's language, with the stars and text as typed; never an error page.
 */
import request from 'supertest';
import sharp from 'sharp';
import { addToCart, filledForm, formOf, orderNumberOf, reviewFormOf, shopperAgent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { pathFor } from '../../server/web/routes/table';
import { bookTransferReceived } from '../support/transfer-booked';
import { createStaff, staffCookie } from '../support/staff';
import { REVIEW_LIMITS } from '../../contract/calls/article-reviews';

jest.setTimeout(180_000);

const started = checkoutShopWithMailbox();
const MARK = 'Aufgenommen in der Garage Quellenberg';

/** A small JPEG with EXIF a camera would write (the description stands for where it was taken). */
const cameraJpeg = (colour = '#c0392b') => sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
  .jpeg({ quality: 80 }).withExif({ IFD0: { ImageDescription: MARK, Make: 'Spareo Testkamera' } }).toBuffer();

/** An order of one offer, paid, shipped and delivered: its agent, the order page, its part and the form's action. */
async function deliveredOrder() {
  const [offer] = await offersFromShops(started.shop.db, 'DE', 1);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [offer!.offerId]);
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const page = placed.headers.location!.replace('&placed=1', '');
  const part = `${number}-1`;
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, offer!.shopId)}` };
  const status = (body: object) => request(started.shop.origin).post(`/shop-orders/${offer!.shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await bookTransferReceived(started.shop.db.kysely, part);
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
  await status({ status: 'delivered' });
  const url = new URL(page, started.shop.origin);
  return { agent, page, number, part, token: url.searchParams.get('t')!, action: url.pathname + url.search };
}

type Order = Awaited<ReturnType<typeof deliveredOrder>>;
interface Photo { bytes: Buffer; name: string; type: string }

/** The order page's review form sent as the browser sends it: multipart, its fields, and the chosen photos. */
async function sendForm(order: Order, fields: Record<string, string>, photos: Photo[], action = order.action) {
  const html = (await order.agent.get(order.page).expect(200)).text;
  const form = reviewFormOf(html);
  // Attribute names are read without regard to case (the renderer writes encType).
  expect(form).toMatch(/ enctype="multipart\/form-data"/i);
  const input = /<input[^>]*type="file"[^>]*>/.exec(form)?.[0] ?? '';
  expect(input).toContain('name="photos"');
  expect(input).toContain(' multiple');
  expect(input).toContain('accept="image/jpeg,image/png,image/webp"');
  const { photos: _empty, ...hidden } = formOf(form);
  let sent = order.agent.post(action).set('origin', started.shop.origin);
  for (const [name, value] of Object.entries({ ...hidden, ...fields })) sent = sent.field(name, value);
  // No photo chosen: the browser still sends the empty file field.
  if (photos.length === 0) sent = sent.attach('photos', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' });
  for (const photo of photos) sent = sent.attach('photos', photo.bytes, { filename: photo.name, contentType: photo.type });
  return sent;
}

const photoError = (html: string) => /<p class="checkout-field-error" id="(review-[^"]+-photos-error)" role="alert">([^<]*)<\/p>/.exec(html);

test('a review sent with a JPEG from the order page shows its photo on the article page once the desk approved it, without the camera\'s metadata', async () => {
  const order = await deliveredOrder();
  const jpeg = await cameraJpeg();
  expect((await sharp(jpeg).metadata()).exif).toBeDefined();
  expect(jpeg.includes(MARK)).toBe(true);

  const sent = await sendForm(order, { rating: '5', text: 'Passt, Foto anbei.', author: 'Henrike' }, [{ bytes: jpeg, name: 'IMG_0042.JPG', type: 'image/jpeg' }]);
  expect(sent.status).toBe(303);
  expect(sent.headers.location).toContain('reviewed=1');
  const k = started.shop.db.kysely;
  const review = await k.selectFrom('article_reviews').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(review).toMatchObject({ rating: 5, text: 'Passt, Foto anbei.', status: 'pending' });
  const kept = await k.selectFrom('review_photos').select(['photo_id', 'position']).where('review_id', '=', review.id).execute();
  expect(kept).toHaveLength(1);

  // The desk sees the photo with the review and approves it.
  const staff = await createStaff(k, 'support');
  const desk = (path: string) => request(started.shop.origin).get(path).set('cookie', staffCookie(staff.token));
  expect((await desk('/desk/reviews').expect(200)).text).toContain(`/media/photos/${kept[0]!.photo_id}-`);
  const approved = await request(started.shop.origin).post(`/desk/reviews/${review.id}`).set('cookie', staffCookie(staff.token)).set('origin', started.shop.origin)
    .type('form').send({ decision: 'approved' }).expect(303);
  expect(approved.headers.location).toContain('done=approved');

  const article = await k.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.norm_number as normNumber', 'b.seo_name as seoName'])
    .where('a.id', '=', review.article_id).executeTakeFirstOrThrow();
  const shown = (await request(started.shop.origin).get(pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber })).expect(200)).text;
  const section = shown.slice(shown.indexOf('class="article-reviews"'));
  expect(section).toContain('Passt, Foto anbei.');
  const img = /<div class="review-photos">[\s\S]*?<img src="([^"]+)"[^>]*alt="Foto 1 zur Bewertung von Henrike"/.exec(section);
  expect(img).not.toBeNull();
  const file = await request(started.shop.origin).get(img![1]!).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }).expect(200);
  const served = file.body as Buffer;
  // Written again by the marketplace: a picture of the photo's size, with neither EXIF nor the camera's words in it.
  const meta = await sharp(served).metadata();
  expect(['webp', 'avif', 'jpeg']).toContain(meta.format);
  expect(file.headers['content-type']).toMatch(/^image\//);
  expect(meta.width).toBe(400);
  expect(meta.exif).toBeUndefined();
  expect(served.includes(MARK)).toBe(false);
  expect(served.includes('Spareo Testkamera')).toBe(false);
});

test('no photo chosen: the multipart form is kept as the plain one was', async () => {
  const order = await deliveredOrder();
  const refused = await sendForm(order, { text: 'Ohne Sterne.', author: 'Henrike' }, []);
  expect(refused.status).toBe(422);
  expect(refused.text).toContain('Bitte wählen Sie 1 bis 5 Sterne.');
  expect(refused.text).toContain('Ohne Sterne.</textarea>');
  const sent = await sendForm(order, { rating: '3', text: 'Ohne Foto.', author: 'Henrike' }, []);
  expect(sent.status).toBe(303);
  const review = await started.shop.db.kysely.selectFrom('article_reviews').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(review.text).toBe('Ohne Foto.');
  expect(await started.shop.db.kysely.selectFrom('review_photos').select('photo_id').where('review_id', '=', review.id).execute()).toEqual([]);
});

describe('a photo the form cannot take: the form again, the reason beside the photo field, what was typed kept', () => {
  let order: Order;
  beforeAll(async () => {
    order = await deliveredOrder();
  });

  async function refusedWith(photos: Photo[], message: string, action?: string) {
    const before = await started.shop.db.kysely.selectFrom('article_reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const refused = await sendForm(order, { rating: '4', text: 'Gut verpackt, passt.', author: 'Henrike' }, photos, action);
    expect(refused.status).toBe(422);
    const error = photoError(refused.text);
    expect(error?.[2]).toBe(message);
    expect(refused.text).toMatch(new RegExp(`<input[^>]*type="file"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${error![1]}"`));
    expect(refused.text).toContain('Gut verpackt, passt.</textarea>');
    expect(refused.text).toMatch(/<input type="radio"[^>]*name="rating" checked="" value="4"/);
    const after = await started.shop.db.kysely.selectFrom('article_reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    return refused;
  }

  test('a file that is no photo, even named and typed as one', async () => {
    await refusedWith([{ bytes: Buffer.from('%PDF-1.4 kein Foto'), name: 'rechnung.jpg', type: 'image/jpeg' }],
      'Mindestens eine Datei ist kein Foto, das wir zeigen können. Bitte wählen Sie Fotos im Format JPEG, PNG oder WebP erneut aus.');
    // A JPEG's first bytes on what is no JPEG: the marketplace decodes it and refuses it.
    await refusedWith([{ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), name: 'kaputt.jpg', type: 'image/jpeg' }],
      'Mindestens eine Datei ist kein Foto, das wir zeigen können. Bitte wählen Sie Fotos im Format JPEG, PNG oder WebP erneut aus.');
  });

  test('a photo larger than the bound', async () => {
    const large = Buffer.concat([await cameraJpeg(), Buffer.alloc(REVIEW_LIMITS.photoBytes, 1)]);
    await refusedWith([{ bytes: large, name: 'gross.jpg', type: 'image/jpeg' }], 'Mindestens ein Foto ist größer als 5 MB. Bitte wählen Sie kleinere Fotos erneut aus.');
  });

  test('more photos than a review takes', async () => {
    const jpeg = await cameraJpeg('#2e86c1');
    const photos = Array.from({ length: REVIEW_LIMITS.photos + 1 }, (_, i) => ({ bytes: jpeg, name: `foto-${i}.jpg`, type: 'image/jpeg' }));
    await refusedWith(photos, 'Bitte wählen Sie höchstens 3 Fotos aus.');
  });

  test('in the shopper\'s language: the French order page says it in French', async () => {
    const url = new URL(order.page, started.shop.origin);
    const french = `${pathFor('Order___fr-FR', { orderNumber: order.number })}${url.search}`;
    await refusedWith([{ bytes: Buffer.from('pas une photo'), name: 'note.png', type: 'image/png' }],
      'Au moins un des fichiers n’est pas une photo que nous pouvons afficher. Choisissez à nouveau des photos au format JPEG, PNG ou WebP.', french);
  });
});
