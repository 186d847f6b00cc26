/**
 * The server refuses an older Node before any module needs Node 24, with a message naming npm start.
 * That each process entry imports the check first is a lint rule (eslint.config.mjs).
 */
import { nodeVersionProblem } from './node-version';

test('Node 24 and later pass; older ones are told to use npm start', () => {
  expect(nodeVersionProblem('v24.21.0')).toBeUndefined();
  expect(nodeVersionProblem('v25.0.0')).toBeUndefined();
  expect(nodeVersionProblem('v20.20.2')).toMatch(/Node 24 or later, not v20\.20\.2: start it with npm start/);
});
