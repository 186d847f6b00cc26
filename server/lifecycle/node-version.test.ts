/**
 * A process or command started with an older Node is refused before any module needs Node 24, in
 * one line naming the npm script that starts it with the project's Node. That each process entry
 * and command imports the check first is a lint rule (eslint.config.mjs).
 */
import { commandFor, nodeVersionProblem } from './node-version';

test('Node 24 and later pass; older ones are told the npm script that runs the file', () => {
  expect(nodeVersionProblem('v24.21.0', '/srv/spareo/dist/scripts/staff.js')).toBeUndefined();
  expect(nodeVersionProblem('v25.0.0', '/srv/spareo/dist/server/processes/main.js')).toBeUndefined();
  expect(nodeVersionProblem('v20.20.2', '/srv/spareo/dist/server/processes/main.js')).toMatch(/Node 24 or later, not v20\.20\.2 \(.*\): start it with `npm start`/);
  const staff = nodeVersionProblem('v20.20.2', '/srv/spareo/dist/scripts/staff.js')!;
  expect(staff).toContain('`npm run staff -- ...`');
  expect(staff.split('\n')).toHaveLength(1);
});

test('each built file is named by the npm script that runs it', () => {
  expect(commandFor('dist/server/processes/main.js')).toBe('npm start');
  expect(commandFor('/srv/spareo/dist/server/processes/marketplace-main.js')).toBe('npm run start:marketplace');
  expect(commandFor('/srv/spareo/dist/scripts/db-backup.js')).toBe('npm run db:backup -- ...');
  expect(commandFor('/srv/spareo/dist/scripts/payouts.js')).toBe('npm run payouts:run -- ...');
  expect(commandFor('dist/scripts/none-such.js')).toBe('its npm script (package.json)');
});
