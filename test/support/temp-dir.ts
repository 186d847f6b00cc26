/**
 * A temporary folder for one test file, removed by the test environment's teardown
 * (backend-environment.ts) after all of the file's own hooks ran, so servers and databases the
 * file stopped in afterAll have let go of it. A run of many files leaves nothing in the temp folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEMP_DIRS = Symbol.for('spareo.test.tempDirs');

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix.startsWith('spareo-') ? prefix : `spareo-${prefix}`));
  const holder = globalThis as { [TEMP_DIRS]?: string[] };
  (holder[TEMP_DIRS] ??= []).push(dir);
  return dir;
}

/** Removes the folders tempDir handed out in one test file's global object. */
export function removeTempDirs(global: object): void {
  for (const dir of ((global as { [TEMP_DIRS]?: string[] })[TEMP_DIRS] ?? []).splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
