/**
 * The shop's shared secret when CHECK_SECRET is not configured (the embedded SQLite default): made
 * once and kept in the data folder beside the database, so every start and every process on that
 * data signs alike. A staff member's signed-in cookie then outlives a restart, and a check header
 * signed by one process passes in another.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEPT_SECRET_FILE = 'check-secret';

/** The secret kept in `dir` under `name` (made once when absent). */
export function keptSecret(dir: string, name = KEPT_SECRET_FILE): string {
  const file = path.join(dir, name);
  const kept = readKept(file);
  if (kept !== undefined) return kept;
  // Written whole under another name, then linked: two processes starting at once keep the first one's.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readKept(file)!;
}

function readKept(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text.length < 32) throw new Error(`${file} holds no secret of 32+ characters: remove it to have a new one made (every staff member then signs in again)`);
  return text;
}
