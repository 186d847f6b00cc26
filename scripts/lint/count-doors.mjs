// Counts the marketplace's HTTP doors outside its declared table (an express app or router made
// outside server/marketplace/http) and its cookie reads, with the rule lint enforces
// (scripts/lint/marketplace-doors.cjs), ignoring any switch that turns it off. Exits 1 while any is
// found. `npm run lint:doors`.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import marketplaceDoors from './marketplace-doors.cjs';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  allowInlineConfig: false,
  overrideConfig: [{
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { doors: marketplaceDoors },
    rules: { 'doors/marketplace-doors': 'error' },
  }],
});
const results = await eslint.lintFiles([process.argv[2] ?? 'server/marketplace']);
const found = results.flatMap((result) => result.messages.map((message) => ({ file: result.filePath.replace(root, ''), ...message })));
for (const place of found) console.log(`${place.file}:${place.line}  ${place.message.startsWith('an HTTP door') ? 'door outside the table' : 'cookie read'}`);
const doors = found.filter((place) => place.message.startsWith('an HTTP door')).length;
console.log(`${doors} HTTP doors outside the declared table; ${found.length - doors} cookie reads in the marketplace`);
process.exitCode = found.length ? 1 : 0;
