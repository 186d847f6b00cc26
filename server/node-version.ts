/**
 * Imported first by main.ts, so it runs before any module needs Node 24 (node:sqlite): npm scripts
 * run the Node 24 of the `node` dev dependency, and any other Node is told so at once.
 */
export const REQUIRED_NODE_MAJOR = 24;

export function nodeVersionProblem(version: string = process.version): string | undefined {
  if (Number(version.replace(/^v/, '').split('.')[0]) >= REQUIRED_NODE_MAJOR) return undefined;
  return `Spareo runs on Node ${REQUIRED_NODE_MAJOR} or later, not ${version}: start it with npm start, which uses the Node the project installs`;
}

const problem = nodeVersionProblem();
if (problem) {
  // One JSON line, as every line of the process's log.
  process.stderr.write(`${JSON.stringify({ level: 60, time: new Date().toISOString(), service: 'spareo', msg: problem })}\n`);
  process.exit(1);
}
