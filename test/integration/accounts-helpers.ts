/** Shared set-up for the accounts tests: the real app on a seeded copy, a same-site visitor, check headers. */
import request from 'supertest';
import { deriveCheck } from '../../server/marketplace/check-headers/derive';
import type { Database } from '../../server/marketplace/db/connection';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';

export const HOST = 'shop.test';
export const ORIGIN = `http://${HOST}`;
export const PASSWORD = 'Bremsscheibe-2024';

export function accountsApp(env: Record<string, string> = {}) {
  return createTestApp({ db: createSeededDatabase(), env });
}

/** A browser on this site: its form posts carry an Origin equal to the host (the same-origin check). */
export function visitor(app: Parameters<typeof request.agent>[0]) {
  return request.agent(app).set('host', HOST).set('origin', ORIGIN);
}

export function sidOf(res: request.Response): string | undefined {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('spareo_sid='));
  return cookie?.slice('spareo_sid='.length, cookie.indexOf(';'));
}

export const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

/** The check headers of the user calls (csr, ts, c), from a fresh challenge. */
export async function checkHeaders(app: Parameters<typeof request>[0]): Promise<Record<string, string>> {
  const { csr, ts } = (await request(app).get('/api/challenge').expect(200)).body as { csr: string; ts: string };
  return { csr, ts, c: await deriveCheck(csr, ts) };
}

/** The first model, read through Kysely (runs on either backend). */
export async function firstModel(db: Database): Promise<{ id: number; fullName: string }> {
  return db.kysely.selectFrom('models').select(['id', 'full_name as fullName']).orderBy('id').limit(1).executeTakeFirstOrThrow();
}

export async function registered(agent: ReturnType<typeof visitor>, email: string, path = '/Einloggen') {
  return agent.post(path).type('form').send({ action: 'register', email, password: PASSWORD }).expect(303);
}
