/**
 * The setup job's "database ready" says how many articles there are; an empty catalogue with the
 * demo seed switched off is a warning naming SEED_ON_START, not a plain "ready".
 */
import { Writable } from 'node:stream';
import { logDatabaseReady } from '../../server/wiring/database-setup';
import { createLogger } from '../../server/shared/logger';
import { createEmptyDatabase } from '../support/seeded-db';

function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)); done(); } }));
  return { logger, lines };
}

test('no articles with SEED_ON_START=false: a warning that names it', async () => {
  const db = createEmptyDatabase();
  const { logger, lines } = captured();
  await logDatabaseReady(db, { SEED_ON_START: false }, logger);
  logger.flush();
  expect(lines).toEqual([expect.objectContaining({ level: 40, articles: 0, msg: expect.stringContaining('SEED_ON_START=false') as unknown })]);
});

test('the count is on the ready line', async () => {
  const db = createEmptyDatabase();
  const { logger, lines } = captured();
  await logDatabaseReady(db, { SEED_ON_START: true }, logger);
  logger.flush();
  expect(lines).toEqual([expect.objectContaining({ level: 30, articles: 0, msg: 'database ready' })]);
});
