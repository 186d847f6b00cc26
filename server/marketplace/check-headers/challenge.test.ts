import { issueChallenge, verifyCheckHeaders } from './challenge';
import { deriveCheck } from './derive';
import { parseCartGenerationQuery } from '../cart/generation';

const secret = 'test-secret';
const now = 1_750_000_000_000;

async function headersFor(csr: string, ts: string) {
  return { 'x-csr': csr, 'x-ts': ts, 'x-c': await deriveCheck(csr, ts) };
}

describe('check headers', () => {
  it('accepts a fresh challenge answered by the client derivation, also under the user-call names', async () => {
    const { csr, ts } = issueChallenge(secret, now);
    expect(await verifyCheckHeaders(await headersFor(csr, ts), secret, now + 60_000)).toEqual({ ok: true });
    const c = await deriveCheck(csr, ts);
    expect(c).toMatch(/^[0-9a-f]{32}$/);
    expect(await verifyCheckHeaders({ csr, ts, c }, secret, now)).toEqual({ ok: true });
  });

  it('gives every challenge a nonce of its own, across refills of the random bytes', () => {
    const nonces = Array.from({ length: 1000 }, () => issueChallenge(secret, now).csr.split('.')[0]!);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{16}$/);
  });

  it('rejects missing, stale, forged and wrongly derived headers', async () => {
    const { csr, ts } = issueChallenge(secret, now);
    expect(await verifyCheckHeaders({}, secret, now)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyCheckHeaders(await headersFor(csr, ts), secret, now + 13 * 3600_000)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyCheckHeaders(await headersFor(csr, ts), 'other-secret', now)).toEqual({ ok: false, reason: 'forged' });
    // Moving ts forward to refresh a stale challenge breaks the signature.
    expect(await verifyCheckHeaders(await headersFor(csr, String(now + 1)), secret, now)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyCheckHeaders({ 'x-csr': csr, 'x-ts': ts, 'x-c': 'f'.repeat(32) }, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifyCheckHeaders({ 'x-csr': 'nodot', 'x-ts': ts, 'x-c': 'f'.repeat(32) }, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('parseCartGenerationQuery', () => {
  it('reads raw strings, the flat parse and the extended parse alike', () => {
    const expected = [
      { offerId: 12, modelId: null, quantity: 2 },
      { offerId: 13, modelId: 7, quantity: 1 },
    ];
    expect(parseCartGenerationQuery('?cartParam[12]=2&cartParam[13,7]=1&replace=true')).toMatchObject({ items: expected, replace: true, truncated: 0 });
    expect(parseCartGenerationQuery({ 'cartParam[12]': '2', 'cartParam[13,7]': '1' })).toMatchObject({ items: expected, replace: false });
    expect(parseCartGenerationQuery({ cartParam: { '12': '2', '13,7': '1' }, replace: 'true' })).toMatchObject({ items: expected, replace: true });
  });

  it('takes the first 50 entries and sets aside unreadable ones', () => {
    const query = Array.from({ length: 60 }, (_, i) => `cartParam[${i + 1}]=1`).join('&') + '&cartParam[x]=1';
    const parsed = parseCartGenerationQuery(query);
    expect(parsed.items).toHaveLength(50);
    expect(parsed.items[49]!.offerId).toBe(50);
    expect(parsed.truncated).toBe(11);
    expect(parseCartGenerationQuery('cartParam[5]=0&cartParam[6]=abc&cartParam[7]=100').invalid).toHaveLength(3);
  });
});
