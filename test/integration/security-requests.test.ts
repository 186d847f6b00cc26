/**
 * CSRF (same-origin check), rate limits, 413/414/400 limits, /metrics access.
 * @backends sqlite: the same-origin check, the rate limits and the size limits refuse before any marketplace call.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';

const { app } = createTestApp();
const HOST = '127.0.0.1';

describe('cross-site writes are refused', () => {
  test('a forged cross-site POST to /api answers 403 JSON before it reaches the marketplace', async () => {
    let reached = false;
    // The web tier's own call at its start (session ids kept at hand) is not the forged request.
    const { app: guarded } = createTestApp({ transport: (inner) => (req, signal) => ((reached ||= req.path !== '/session/reserve'), inner(req, signal)) });
    const res = await request(guarded).post('/api/Warenkorb/Hinzufuegen/1').set('origin', 'https://evil.example').set('sec-fetch-site', 'cross-site').send({ quantity: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'cross_site_request' });
    expect(reached).toBe(false);
  });

  test('a forged cross-site form POST to a page answers the 403 error page', async () => {
    const res = await request(app).post('/Warenkorb').type('form').set('origin', 'https://evil.example').send('quantity=5');
    expect(res.status).toBe(403);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('</html>');
  });

  test.each([
    ['Origin of another host', { origin: 'https://evil.example' }],
    ['Origin "null" (sandboxed frame)', { origin: 'null' }],
    ['Referer of another host', { referer: 'https://evil.example/form.html' }],
    ['Sec-Fetch-Site cross-site with a same-host Origin', { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` }],
    ['Sec-Fetch-Site same-site (another subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://evil.spareo.de' }],
    ['Origin with the host as a prefix', { origin: `http://${HOST}.evil.example` }],
  ])('refused: %s', async (_name, headers) => {
    const res = await request(app).post('/api/session').set(headers as Record<string, string>).send({});
    expect(res.status).toBe(403);
  });

  test.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Origin of this host', { origin: 'http://shop.example' }],
    ['Referer of this host', { referer: 'http://shop.example/Warenkorb' }],
    ['no browser headers (API client)', {}],
  ])('allowed: %s', async (_name, headers) => {
    const res = await request(app).post('/api/user/vehicles').set('host', 'shop.example').set(headers as Record<string, string>).send({ modelId: 1 });
    expect(res.status).not.toBe(403);
  });

  test('GET is never blocked by the check', async () => {
    const res = await request(app).get('/').set('origin', 'https://evil.example').set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('limits', () => {
  test('oversized JSON body answers 413 JSON', async () => {
    const res = await request(app).post('/api/Warenkorb/Hinzufuegen/1').set('content-type', 'application/json').send(JSON.stringify({ quantity: 1, pad: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
    expect(res.type).toBe('application/json');
  });

  test('a URL longer than 8 KB answers 414 (page and /api)', async () => {
    const page = await request(app).get(`/Warenkorb?q=${'a'.repeat(9000)}`);
    expect(page.status).toBe(414);
    expect(page.text).not.toContain('aaaaaaaaaa');
    const api = await request(app).get(`/api/vehicle/manufacturers?q=${'a'.repeat(9000)}`);
    expect(api.status).toBe(414);
    expect(api.body).toEqual({ error: 'uri_too_long' });
  });

  test.each(['{', '{"quantity": 1,,}', '[1, 2', '\u0000\u0001', '{"a":"\\ud800"'])('malformed JSON %j answers 400 JSON, never 500', async (body) => {
    const res = await request(app).post('/api/Warenkorb/Hinzufuegen/1').set('content-type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(res.text).not.toMatch(/at .*\.js:\d+|SyntaxError/);
  });

  test('methods other than GET and POST on /api answer 405', async () => {
    const res = await request(app).delete('/api/Warenkorb');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe('rate limits per client', () => {
  const { app: limited } = createTestApp({ env: { RATE_LIMIT_WRITES: '5', RATE_LIMIT_SUGGESTIONS: '3' } });

  test('writes beyond the limit answer 429 JSON with RateLimit headers; reads go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await request(limited).post('/api/user/vehicles').send({ modelId: 1 })).status);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const refused = await request(limited).post('/api/user/vehicles').send({ modelId: 1 });
    expect(refused.body).toEqual({ error: 'too_many_requests' });
    expect(refused.headers.ratelimit).toBeDefined();
    expect((await request(limited).get('/')).status).toBe(200);
  });

  test('search suggestions have their own budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request(limited).get('/api/search/suggestions?q=brems')).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  test('the defaults are generous: 100 writes pass', async () => {
    const { app: roomy } = createTestApp();
    for (let i = 0; i < 100; i += 1) expect((await request(roomy).post('/api/user/vehicles').send({ modelId: 1 })).status).not.toBe(429);
  });
});

describe('/metrics', () => {
  const token = 'test-metrics-token-0123456789';

  test('does not exist without METRICS_TOKEN', async () => {
    expect((await request(app).get('/metrics')).status).toBe(404);
  });

  test('needs the Bearer token, then answers Prometheus text with the request, upstream, cache, circuit, loop and heap series', async () => {
    const { app: watched } = createTestApp({ env: { METRICS_TOKEN: token } });
    expect((await request(watched).get('/metrics')).status).toBe(401);
    expect((await request(watched).get('/metrics').set('authorization', 'Bearer wrong')).status).toBe(401);
    await request(watched).get('/');
    await request(watched).get('/api/session');
    await request(watched).get('/api/vehicle/manufacturers');
    await request(watched).get('/api/vehicle/manufacturers');
    const res = await request(watched).get('/metrics').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toMatch(/spareo_http_request_duration_seconds_count\{route="Home___de-DE",method="GET",status="200"\} 1/);
    expect(res.text).toMatch(/spareo_upstream_duration_seconds_count\{endpoint="session",method="GET",outcome="ok"\} \d+/);
    expect(res.text).toMatch(/spareo_upstream_cache_total\{result="(hit|miss)"\} \d+/);
    expect(res.text).toContain('spareo_upstream_circuit_state{upstream="marketplace"} 0');
    expect(res.text).toContain('spareo_nodejs_eventloop_lag_seconds');
    expect(res.text).toContain('spareo_nodejs_heap_size_used_bytes');
  });
});
