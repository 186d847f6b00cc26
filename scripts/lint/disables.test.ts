/** The disables check counts every switch from the comments of every kind of source, and names those without a reason. */
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/support/temp-dir';
// CommonJS, shared with the command (count-disables.mjs).
const { disables } = require('./disables.cjs') as { disables: (cwd: string) => Promise<{ all: string[]; withoutReason: string[] }> };

function tree(files: Record<string, string>): string {
  const dir = tempDir('spareo-disables-');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('a switch without a reason is named in any source, a bare one that silences every rule included', async () => {
  const dir = tree({
    'a.ts': '// eslint-disable-next-line no-console -- the command prints its answer\nconsole.log(1);\n// eslint-disable-next-line no-console\nconsole.log(2);\n',
    'scripts/b.mjs': 'console.log(1); // eslint-disable-line no-console\n',
    'c.cjs': '/* eslint-disable */\nconsole.log(1);\n',
  });
  expect(await disables(dir)).toEqual({ all: ['a.ts:1', 'a.ts:3', 'c.cjs:1', 'scripts/b.mjs:1'], withoutReason: ['a.ts:3', 'c.cjs:1', 'scripts/b.mjs:1'] });
});

test('the words in a string, a folder of built or fetched code, and other comments are no switches', async () => {
  const dir = tree({
    'a.test.ts': "const source = '// eslint-disable-next-line no-console';\n// eslint-disable is explained in the docs\nexport { source };\n",
    'node_modules/x/index.js': '// eslint-disable-next-line no-console\nconsole.log(1);\n',
    'dist/server/main.js': '/* eslint-disable */\n',
  });
  expect(await disables(dir)).toEqual({ all: [], withoutReason: [] });
});
