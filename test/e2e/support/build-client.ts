/** Builds the client once per test process into a private folder and returns its manifest. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ClientManifest } from '../../../server/web/assets';
import { projectRoot } from '../../../server/paths';
import { tempDir } from '../../support/temp-dir';

let built: { dir: string; manifest: ClientManifest } | undefined;

export function buildClient(): { dir: string; manifest: ClientManifest } {
  if (built) return built;
  const dir = tempDir('spareo-client-');
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'build.mjs'), `--client-out=${dir}`], { cwd: projectRoot, stdio: 'pipe' });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ClientManifest;
  built = { dir, manifest };
  return built;
}
