/** A kept page cut at the challenge's marks gives, with any challenge, the bytes the page with that challenge has. */
import zlib from 'node:zlib';
import { pageToString } from '../page-output/page-parts';
import { CHALLENGE_MARKS, gzipWithChallenge, keepPage, withChallenge } from './kept-page';

const state = `<script id="state" type="application/json">{"cart":1,"challenge":${JSON.stringify(CHALLENGE_MARKS)}}</script>`;
const parts = ['<!DOCTYPE html><html><head>', Buffer.from('<style>body{margin:0}</style>'), '</head><body><main>Warenkorb 45,00 €</main>', Buffer.from('<footer>Spareo</footer>'), `${state}</body></html>`];

test('an answer is the page with this answer\'s challenge, as gzip', () => {
  const kept = keepPage(parts)!;
  for (const challenge of [{ csr: 'abc_-.XYZ', ts: '1795761885460' }, { csr: 'other.one', ts: '1' }]) {
    const answer = zlib.gunzipSync(gzipWithChallenge(kept, challenge)).toString('utf8');
    expect(answer).toBe(pageToString(withChallenge(parts, challenge)));
    expect(answer).toContain(`"challenge":{"csr":"${challenge.csr}","ts":"${challenge.ts}"}`);
  }
});

test('a page without the marks, or with one twice, is not kept', () => {
  expect(keepPage(['<html>', '<body>no state</body></html>'])).toBeUndefined();
  expect(keepPage([...parts, state])).toBeUndefined();
});
