/**
 * The folders a shop process writes, checked at start and by the readiness probe: a shop that
 * cannot write its database, its feed uploads or its media files would otherwise start (or stay in
 * rotation) and fail later, upload by upload. Each folder is created when missing and written to
 * with a block of bytes: an empty file needs no room, so it would pass on a full disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config';

export interface WritablePath {
  variable: 'DATABASE_PATH' | 'FEED_UPLOAD_DIR' | 'MEDIA_DIR';
  dir: string;
}

/** What this process writes: the SQLite file's folder (unless PostgreSQL), and feed uploads where the marketplace runs here. */
export function writablePaths(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_PATH' | 'FEED_UPLOAD_DIR' | 'MEDIA_DIR' | 'MARKETPLACE_URL'>, role: 'web' | 'marketplace'): WritablePath[] {
  const paths: WritablePath[] = [];
  const marketplaceHere = role === 'marketplace' || !config.MARKETPLACE_URL;
  if (marketplaceHere && !config.DATABASE_URL && config.DATABASE_PATH !== ':memory:') paths.push({ variable: 'DATABASE_PATH', dir: path.dirname(path.resolve(config.DATABASE_PATH)) });
  if (marketplaceHere) paths.push({ variable: 'FEED_UPLOAD_DIR', dir: path.resolve(config.FEED_UPLOAD_DIR) }, { variable: 'MEDIA_DIR', dir: path.resolve(config.MEDIA_DIR) });
  return paths;
}

/** One file system block: the smallest write that needs room. */
const PROBE = Buffer.alloc(4096, 0x2e);

/** Why the folder cannot be written (an error code such as ENOSPC or EACCES), or undefined when it can. */
export function folderProblem(dir: string): string | undefined {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, PROBE);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  } finally {
    try {
      fs.rmSync(probe, { force: true });
    } catch {
      // The folder itself is unreadable: reported above.
    }
  }
}

/** The first path that cannot be written, as a message for the operator; undefined when all can. */
export function unwritablePath(paths: WritablePath[]): string | undefined {
  for (const { variable, dir } of paths) {
    const code = folderProblem(dir);
    if (!code) continue;
    const what = code === 'ENOSPC' || code === 'EDQUOT' ? 'its disk is full: free space there' : `set ${variable} to a folder this user (uid ${process.getuid?.() ?? '?'}) may write, such as a mounted volume`;
    return `${variable}: cannot write to ${dir} (${code}): ${what}`;
  }
  return undefined;
}
