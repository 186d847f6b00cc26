// Lint is the layer guard: imports only go down (contract and locales at the bottom; marketplace
// and views on them; the web tier on top), and the web tier reaches the marketplace only through
// its client. Type-only imports compile away, so views may name the marketplace's answer types.
import tseslint from 'typescript-eslint';

const layer = (files, message, regex, allowTypeImports) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex, message, allowTypeImports }] }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'artifacts/**', 'client/.generated/**', 'test/fixtures/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    // Only the layer rules run here; older disable comments for other rules are not errors.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  layer(['contract/**'], 'contract/ is isomorphic and imports nothing of the shop but locales/', '(^|/)(server|views|client)(/|$)', false),
  layer(['views/**', 'client/**'], 'views and the browser runtime never import server code', '(^|/)server(/|$)', true),
  // The islands and the runtime reach the browser: neither server code nor the server-side renderers of views.
  layer(['views/islands/**', 'client/**'], 'browser code never imports server code or views/render/ (server-side renderers)', '(^|/)(server|render)(/|$)', true),
  layer(['server/marketplace/**'], 'the marketplace never imports the web tier', '(^|/)web(/|$)', false),
  layer(['server/web/**'], 'the web tier reaches the marketplace only through its client (server/web/marketplace-client.ts)', '(^|/)marketplace/', true),
);
