/** Tests run against the TypeScript sources, compiled on the fly by swc. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { target: 'es2023', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    }],
  },
  // puppeteer-core and its helpers ship ESM only; swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(puppeteer-core|@puppeteer|chromium-bidi|lighthouse)/)'],
  testTimeout: 30000,
};
