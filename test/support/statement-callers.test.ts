import { asRecorded, countOwnStatements, isTestsOwn, OWN_STATEMENTS } from './statement-callers';

const root = '/repo';
const frame = (file: string) => `    at fn (${root}/${file}:10:5)`;
const stack = (...files: string[]) => ['Error', ...files.map(frame)].join('\n');

describe('isTestsOwn', () => {
  it('is the test\'s own when test code asks Kysely directly, through the database layer\'s plumbing', () => {
    expect(isTestsOwn(stack('node_modules/kysely/dist/cjs/index.js', 'server/marketplace/db/counting-dialect.ts', 'test/integration/pages-brand.test.ts'), root)).toBe(true);
    expect(isTestsOwn(stack('test/support/seeded-db.ts'), root)).toBe(true);
  });

  it('is the product\'s when a frame of the product\'s code is on the stack, even one test code called', () => {
    expect(isTestsOwn(stack('node_modules/kysely/dist/cjs/index.js', 'server/marketplace/desk/queue.ts', 'test/integration/desk-items.test.ts'), root)).toBe(false);
    expect(isTestsOwn(stack('server/marketplace/db/migrate.ts', 'test/support/seeded-db.ts'), root)).toBe(false);
  });

  it('is the product\'s when no test frame is seen (a stack cut short, a library\'s timer)', () => {
    expect(isTestsOwn(stack('node_modules/kysely/dist/cjs/index.js'), root)).toBe(false);
    expect(isTestsOwn('Error\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)', root)).toBe(false);
  });

  it('reads frames without a function name and async frames, and ignores other clones', () => {
    expect(isTestsOwn(`Error\n    at ${root}/test/a.test.ts:1:2\n    at async Object.<anonymous> (/elsewhere/server/x.ts:3:4)`, root)).toBe(true);
    expect(isTestsOwn(`Error\n    at async x (${root}/views/page.tsx:3:4)\n    at ${root}/test/a.test.ts:1:2`, root)).toBe(false);
  });
});

describe('asRecorded', () => {
  it('writes constants as placeholders, as pg_stat_statements does, and keeps identifiers and parameters', () => {
    expect(asRecorded(`select count(*) from "t1" where "a" = 'it''s' and "b" > 10 and "c" = $1\n limit 2.5`)).toBe(
      'select count(*) from "t1" where "a" = $0 and "b" > $0 and "c" = $1 limit $0',
    );
  });
});

describe('countOwnStatements', () => {
  it('counts only the statements test code asks for itself, and still runs every statement', async () => {
    const ran: string[] = [];
    const prototype = { executeQuery: async (query: { sql: string }) => void ran.push(query.sql) };
    const target: Record<symbol, unknown> = {};
    countOwnStatements(target, prototype);
    await prototype.executeQuery({ sql: 'select 1 from "sessions" where "id" = 7' });
    await prototype.executeQuery({ sql: 'select 1 from "sessions" where "id" = 8' });
    expect(ran).toHaveLength(2);
    expect([...(target[OWN_STATEMENTS] as Map<string, number>)]).toEqual([['select $0 from "sessions" where "id" = $0', 2]]);
  });
});
