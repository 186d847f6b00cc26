/**
 * Imported first by every process entry and command under dist/, so it runs before any module
 * needs Node 24 (node:sqlite): npm scripts run the Node 24 of the `node` dev dependency, and a file
 * started with any other Node is told so at once, in one line naming the npm script that starts it.
 */
import path from 'node:path';
import packageJson from '../../package.json';

export const REQUIRED_NODE_MAJOR = 24;

/** The npm script that runs a built file (`dist/scripts/staff.js` → `npm run staff --`), from package.json. */
export function commandFor(file: string, scripts: Record<string, string> = packageJson.scripts): string {
  const built = file.split(path.sep).join('/').replace(/^.*?\bdist\//, 'dist/');
  for (const [name, line] of Object.entries(scripts)) {
    if (!line.split(/\s+/).includes(built)) continue;
    if (name === 'start') return 'npm start';
    return built.startsWith('dist/scripts/') ? `npm run ${name} -- ...` : `npm run ${name}`;
  }
  return 'its npm script (package.json)';
}

export function nodeVersionProblem(version: string = process.version, file: string = process.argv[1] ?? 'dist/server/processes/main.js'): string | undefined {
  if (Number(version.replace(/^v/, '').split('.')[0]) >= REQUIRED_NODE_MAJOR) return undefined;
  return `Spareo runs on Node ${REQUIRED_NODE_MAJOR} or later, not ${version} (${process.execPath}): start it with \`${commandFor(file)}\`, which uses the Node the project installs (node_modules/.bin/node)`;
}

const problem = nodeVersionProblem();
if (problem) {
  // A service's log is JSON lines, so its one line is too; a command's answer is read by a person.
  const service = /(^|[/\\])dist[/\\]server[/\\]/.test(process.argv[1] ?? '');
  process.stderr.write(service ? `${JSON.stringify({ level: 60, time: new Date().toISOString(), service: 'spareo', msg: problem })}\n` : `${problem}\n`);
  process.exit(1);
}
