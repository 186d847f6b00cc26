/** The server refuses an older Node before any module needs Node 24, with a message naming npm start. */
import fs from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem } from '../../server/node-version';
import { projectRoot } from '../../server/paths';

test('Node 24 and later pass; older ones are told to use npm start', () => {
  expect(nodeVersionProblem('v24.21.0')).toBeUndefined();
  expect(nodeVersionProblem('v25.0.0')).toBeUndefined();
  expect(nodeVersionProblem('v20.20.2')).toMatch(/Node 24 or later, not v20\.20\.2: start it with npm start/);
});

test('main.ts imports the check before anything else', () => {
  const main = fs.readFileSync(path.join(projectRoot, 'server', 'main.ts'), 'utf8');
  const firstImport = main.split('\n').find((line) => line.startsWith('import '));
  expect(firstImport).toBe("import './node-version';");
});
