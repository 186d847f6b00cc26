import { fatalLine } from './fatal-line';

test('a start-up failure is one JSON line with its message and its stack in a field', () => {
  const error = new Error('DATABASE_URL: not a PostgreSQL address\nsecond line of the message');
  const text = fatalLine(error, new Date('2026-11-28T03:00:00Z'));
  expect(text.endsWith('\n')).toBe(true);
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  const line = JSON.parse(text) as { level: number; time: string; msg: string; err: { stack: string } };
  expect(line).toMatchObject({ level: 60, time: '2026-11-28T03:00:00.000Z', msg: error.message });
  expect(line.err.stack).toContain('fatal-line.test');
});

test('a thrown string is a line too', () => {
  expect(JSON.parse(fatalLine('no secret')).msg).toBe('no secret');
});
