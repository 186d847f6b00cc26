/** Outside server/marketplace/http no marketplace file makes an express app or router, and none reads a cookie. */
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// The rule is CommonJS, shared with eslint.config.mjs.
const plugin = require('./marketplace-doors.cjs') as ESLint.Plugin;

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [{
  files: ['**/*.ts'],
  languageOptions: { parser: tseslint.parser as Linter.Parser },
  plugins: { spareo: plugin },
  rules: { 'spareo/marketplace-doors': 'error' },
}];
const found = (filename: string, source: string) => linter.verify(source, config, { filename }).filter((m) => m.ruleId === 'spareo/marketplace-doors').map((m) => m.line);

test('a router or an app of its own in a domain is refused, however express is imported', () => {
  expect(found('server/marketplace/orders/x.ts', "import express from 'express';\nexport const r = express.Router();\n")).toEqual([2]);
  expect(found('server/marketplace/orders/x.ts', "import web from 'express';\nconst app = web();\n")).toEqual([2]);
  expect(found('server/marketplace/media/x.ts', "import { Router as R } from 'express';\nconst r = R();\n")).toEqual([2]);
  expect(found('server/marketplace/x.ts', "import * as express from 'express';\nexpress['Router']();\n")).toEqual([2]);
});

test('reading a cookie in the marketplace is refused, in http/ too', () => {
  expect(found('server/marketplace/portal/x.ts', "import cookieParser from 'cookie-parser';\n")).toEqual([1]);
  expect(found('server/marketplace/http/x.ts', "import { COOKIES } from '../../../locales/editions';\n")).toEqual([1]);
  expect(found('server/marketplace/portal/x.ts', 'const s = req.cookies?.spareo_portal;\n')).toEqual([1]);
  expect(found('server/marketplace/portal/x.ts', "const c = req.get('Cookie');\nconst d = req.headers.cookie;\n")).toEqual([1, 2]);
});

test('the doors\' mount in http/, a handler\'s types and the web tier pass', () => {
  expect(found('server/marketplace/http/door.ts', "import express from 'express';\nconst router = express.Router();\nexpress.json({ limit: 10 });\n")).toEqual([]);
  expect(found('server/marketplace/orders/x.ts', "import type { Request, Response } from 'express';\nexport const h = (req: Request, res: Response) => res.json(req.body);\n")).toEqual([]);
  expect(found('server/web/x.ts', "import express from 'express';\nimport cookieParser from 'cookie-parser';\nexpress.Router().use(cookieParser());\nreq.cookies;\n")).toEqual([]);
});
