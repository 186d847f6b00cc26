/** The upstream cache is bounded by the heap its answers take, not by their JSON's length. */
import { answerHeapBytes, DEFAULT_MAX_BYTES, HEAP_BYTES_PER_JSON_CHAR, ResponseCache } from './response-cache';

const answer = (chars: number) => ({ status: 200, body: { text: 'x'.repeat(chars - 11) } });
const jsonLength = (body: unknown) => JSON.stringify(body).length;

function cacheOf(maxBytes: number) {
  return new ResponseCache({ maxEntries: 10_000, maxBytes, freshMs: 60_000, staleMs: 600_000, now: () => 0 });
}

test('an answer counts as the heap its JSON takes once parsed, not as its characters', () => {
  expect(jsonLength(answer(10_000).body)).toBe(10_000);
  expect(answerHeapBytes(10_000)).toBe(10_000 * HEAP_BYTES_PER_JSON_CHAR);
  // Tiny answers still cost an object or two.
  expect(answerHeapBytes(2)).toBe(64);
});

test('a budget of N bytes keeps answers whose heap adds up to N: fewer than N characters of JSON', () => {
  const cache = cacheOf(1_000_000);
  for (let i = 0; i < 100; i++) cache.store(`article ${i}`, answer(10_000));
  // 100 answers of 10,000 characters: 1.4 MB counted; a 1 MB budget keeps 71 of them, the newest.
  expect(cache.size).toBe(Math.floor(1_000_000 / answerHeapBytes(10_000)));
  expect(cache.lookup('article 99')).toBeDefined();
  expect(cache.lookup('article 0')).toBeUndefined();
});

test('the length the transport read is counted when given, else the answer is measured', () => {
  const cache = cacheOf(800_000);
  // Said to be 50,000 characters (70,000 bytes) each: eleven fit, the twelfth pushes the first out.
  for (let i = 0; i < 12; i++) cache.store(`said ${i}`, answer(100), 50_000);
  expect(cache.size).toBe(11);
  // Measured: 100 characters (140 bytes) each, 50 fit beside the eleven of 70,000.
  for (let i = 0; i < 50; i++) cache.store(`c${i}`, answer(100));
  expect(cache.size).toBe(61);
});

test('an answer over an eighth of the budget passes through and pushes nothing out', () => {
  const cache = cacheOf(800_000);
  for (let i = 0; i < 50; i++) cache.store(`article ${i}`, answer(1_000));
  // 100,001 bytes and more: a sitemap page of listings, read by one crawler.
  cache.store('big', answer(100), Math.ceil(100_001 / HEAP_BYTES_PER_JSON_CHAR));
  expect(cache.lookup('big')).toBeUndefined();
  expect(cache.size).toBe(50);
  expect(cache.lookup('article 0')).toBeDefined();
});

test('the default budget is 4 MB of heap', () => {
  const cache = new ResponseCache({ maxEntries: 100_000, freshMs: 60_000, staleMs: 600_000, now: () => 0 });
  const each = answerHeapBytes(10_000);
  for (let i = 0; i < 1000; i++) cache.store(`article ${i}`, answer(10_000));
  expect(DEFAULT_MAX_BYTES).toBe(4 * 1024 * 1024);
  expect(cache.size).toBe(Math.floor(DEFAULT_MAX_BYTES / each));
});

test('an answer is served neither fresh nor stale from the moment it says it holds until (a shop\'s next cut-off)', () => {
  let now = Date.parse('2026-11-30T12:59:00Z');
  const cache = new ResponseCache({ maxEntries: 100, freshMs: 60_000, staleMs: 600_000, now: () => now });
  cache.store('offers', { status: 200, body: { offers: [] }, headers: { 'x-spareo-holds-until': '2026-11-30T13:00:00.000Z' } });
  cache.store('navigation', { status: 200, body: { items: [] } });
  expect(cache.lookup('offers')?.fresh).toBe(true);
  now = Date.parse('2026-11-30T13:00:00Z');
  expect(cache.lookup('offers')).toBeUndefined();
  // An answer that names no such moment keeps its minute.
  expect(cache.lookup('navigation')?.fresh).toBe(true);
  // Read after the moment it names: not kept at all.
  cache.store('late', { status: 200, body: {}, headers: { 'x-spareo-holds-until': '2026-11-30T12:59:59.000Z' } });
  expect(cache.lookup('late')).toBeUndefined();
});
