#!/usr/bin/env node
/**
 * The system packages the tests need, before `npm test` runs them: Chromium (browser tests,
 * Lighthouse) and its headless shell (browser tests that claim nothing of a shopper's browser),
 * PostgreSQL's server binaries (the second backend), xmllint (openTRANS schema),
 * wrk (the load generator's test), nginx (deploy/nginx.conf's tests), poppler's pdftoppm (the
 * delivery note in the gallery), libfaketime (a server whose clock is moved to a deadline) and
 * Saxon-HE with a Java runtime (EN 16931's business rules run over the e-invoices' XML).
 * What is missing is installed with apt-get when this runs as root on Debian or Ubuntu (a fresh CI
 * container); otherwise the run stops naming the one command that installs it, instead of tests
 * being skipped or failing far from the cause.
 *
 *   node scripts/system-packages.mjs          check, install what is missing where it can
 *   node scripts/system-packages.mjs --check  only check: exit 1 naming what is missing
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Each tool: how to tell it is there, and the Debian package that brings it. */
export const TOOLS = [
  { what: 'Chromium', package: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') || onPath('chromium') },
  { what: 'Chromium headless shell', package: 'chromium-headless-shell', present: () => fs.existsSync('/usr/bin/chromium-headless-shell') },
  { what: 'PostgreSQL server', package: 'postgresql', present: () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`)) },
  { what: 'xmllint', package: 'libxml2-utils', present: () => onPath('xmllint') },
  { what: 'wrk', package: 'wrk', present: () => fs.existsSync('/usr/bin/wrk') || onPath('wrk') },
  { what: 'nginx', package: 'nginx', present: () => fs.existsSync('/usr/sbin/nginx') },
  { what: 'pdftoppm', package: 'poppler-utils', present: () => onPath('pdftoppm') },
  { what: 'libfaketime', package: 'libfaketime', present: () => ['x86_64', 'aarch64'].some((arch) => fs.existsSync(`/usr/lib/${arch}-linux-gnu/faketime/libfaketimeMT.so.1`)) },
  { what: 'Saxon-HE', package: 'libsaxonhe-java', present: () => fs.existsSync('/usr/share/java/Saxon-HE.jar') && onPath('java') },
];

/** Whether the shell finds the command on its PATH. */
function onPath(command) {
  return spawnSync('/bin/sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function missingPackages() {
  return TOOLS.filter((tool) => !tool.present());
}

function main() {
  const missing = missingPackages();
  if (missing.length === 0) return 0;
  const packages = missing.map((tool) => tool.package);
  const command = `apt-get install -y ${packages.join(' ')}`;
  const canInstall = !process.argv.includes('--check') && process.getuid?.() === 0 && onPath('apt-get');
  if (canInstall) {
    console.log(`system packages: installing ${missing.map((tool) => `${tool.what} (${tool.package})`).join(', ')}`);
    for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
      const run = spawnSync('/usr/bin/env', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (run.status !== 0) {
        console.error(`system packages: apt-get ${args[0]} failed (exit ${run.status}); install them with: sudo ${command}`);
        return 1;
      }
    }
    const still = missingPackages();
    if (still.length === 0) return 0;
    console.error(`system packages: still missing after apt-get: ${still.map((tool) => tool.what).join(', ')}`);
    return 1;
  }
  console.error(`system packages: the tests need ${missing.map((tool) => tool.what).join(', ')}, which this machine lacks. Install them with:\n\n  sudo ${command}\n\nthen run npm test again (or one file without them: npx jest test/path/file.test.ts --selectProjects sqlite).`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
