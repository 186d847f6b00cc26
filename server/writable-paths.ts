/**
 * The folders a shop process writes, checked once at start: a shop that cannot write its database,
 * its feed uploads or its media files would otherwise start and fail later, upload by upload. Each folder is
 * created when missing and written to once; a failure names the variable that sets it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

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

/** The first path that cannot be written, as a message for the operator; undefined when all can. */
export function unwritablePath(paths: WritablePath[]): string | undefined {
  for (const { variable, dir } of paths) {
    try {
      fs.mkdirSync(dir, { recursive: true });
      const probe = path.join(dir, `.write-check-${process.pid}`);
      fs.writeFileSync(probe, '');
      fs.rmSync(probe);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      return `${variable}: cannot write to ${dir} (${code}): set ${variable} to a folder this user (uid ${process.getuid?.() ?? '?'}) may write, such as a mounted volume`;
    }
  }
  return undefined;
}
