/**
 * The client build the browser tests serve: built once per run by the backend runner into a folder
 * of its own (a concurrent `npm run build` cannot pull chunks from under a running test) and named
 * to the workers through the environment; a file run without the runner builds its own.
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';

/** How the test files find the run's client build (set by the runner, read by e2e/support/build-client.ts). */
export const CLIENT_BUILD_VARIABLE = 'SPAREO_TEST_CLIENT';

/** The build script, told to build only the client, into `dir`. */
const buildArgs = (dir: string) => [path.join(projectRoot, 'scripts', 'build.mjs'), `--client-out=${dir}`];

export function buildClientInto(dir: string): void {
  execFileSync(process.execPath, buildArgs(dir), { cwd: projectRoot, stdio: 'pipe' });
}

/** The same build in a child process of its own: the runner prepares the databases meanwhile. */
export function startClientBuild(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, buildArgs(dir), { cwd: projectRoot }, (error, _stdout, stderr) =>
      error ? reject(new Error(`the client build failed: ${stderr || error.message}`)) : resolve());
  });
}
