/** The run's client build (test/support/client-build.ts), or one built once per test file into a private folder. */
import fs from 'node:fs';
import path from 'node:path';
import type { ClientManifest } from '../../../server/web/page-output/assets';
import { buildClientInto, CLIENT_BUILD_VARIABLE } from '../../support/client-build';
import { tempDir } from '../../support/temp-dir';

let built: { dir: string; manifest: ClientManifest } | undefined;

export function buildClient(): { dir: string; manifest: ClientManifest } {
  if (built) return built;
  let dir = process.env[CLIENT_BUILD_VARIABLE];
  if (!dir) {
    dir = tempDir('spareo-client-');
    buildClientInto(dir);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ClientManifest;
  built = { dir, manifest };
  return built;
}
