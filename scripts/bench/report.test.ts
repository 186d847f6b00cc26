/** The benchmark writes its own section of docs/performance.md and keeps every other one. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';
import { BEGIN, END, WIDTH, withBenchSection, wrapProse } from './report';

const doc = '# Performance\n\nIntro.\n\n## Pages\n\nOld notes.\n\n## Commands\n\n| a | b |\n';

test('the first run puts the section before the first heading; the next replaces only it', () => {
  const first = withBenchSection(doc, 'Measured 2026-11-23 on 2 × AMD EPYC.\n\n| page | req/s |');
  expect(first.indexOf(BEGIN)).toBeLessThan(first.indexOf('## Pages'));
  expect(first).toContain('Intro.');
  expect(first).toContain('Old notes.');
  const second = withBenchSection(first, 'Measured 2026-11-24.');
  expect(second).toContain('Measured 2026-11-24.');
  expect(second).not.toContain('2026-11-23');
  expect(second.split(BEGIN)).toHaveLength(2);
  expect(second.split(END)).toHaveLength(2);
  expect(second.replace(/<!-- bench:begin[\s\S]*?<!-- bench:end -->\n\n/, '')).toBe(doc);
});

test('prose is wrapped at the page width; table rows and words are kept whole', () => {
  const prose = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
  const row = `| ${'x'.repeat(150)} |`;
  const wrapped = wrapProse(`${prose}\n\n${row}`).split('\n');
  expect(wrapped.filter((line) => line !== row).every((line) => line.length <= WIDTH)).toBe(true);
  expect(wrapped).toContain(row);
  expect(wrapped.join(' ').replace(/\s+/g, ' ')).toBe(`${prose} ${row}`);
});

test('docs/performance.md stays readable in a terminal: at most 300 lines, none wider than the page', () => {
  const lines = fs.readFileSync(path.join(projectRoot, 'docs', 'performance.md'), 'utf8').trimEnd().split('\n');
  expect(lines.length).toBeLessThanOrEqual(300);
  expect(lines.filter((line) => line.length > WIDTH)).toEqual([]);
});
