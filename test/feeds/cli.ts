/** Runs the built feed CLI (dist/scripts/feed.js, `npm run build` first) on a database file or postgres:// URL. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const FEED_CLI = path.resolve(__dirname, '../../dist/scripts/feed.js');
const NODE = path.resolve(__dirname, '../../node_modules/.bin/node');

export { tempDir } from '../support/temp-dir';

export function runFeedCli(databaseFile: string, args: string[], nodeFlags: string[] = []): ChildProcess & { done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(NODE, [...nodeFlags, FEED_CLI, ...args], { env: { ...process.env, DATABASE_PATH: databaseFile, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => { stdout += chunk; });
  child.stderr!.on('data', (chunk) => { stderr += chunk; });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return Object.assign(child, { done });
}

/** The generated feed shops' files stand in for (also the feed import's bench). */
export { writeOfferFeed as writeFeed } from '../../scripts/bench/offer-feed';
