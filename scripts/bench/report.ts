/**
 * Writes the benchmark's table into docs/performance.md between two markers, keeping every other
 * section of the document as it is; the first run puts the section before the first "## " heading.
 */
import fs from 'node:fs';

export const BEGIN = '<!-- bench:begin (written by npm run bench; edit the script, not this section) -->';
export const END = '<!-- bench:end -->';

export function withBenchSection(document: string, markdown: string): string {
  const section = `${BEGIN}\n## Latest run of \`npm run bench\`\n\n${markdown.trim()}\n${END}`;
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (begin >= 0 && end > begin) return document.slice(0, begin) + section + document.slice(end + END.length);
  const firstHeading = document.search(/^## /m);
  if (firstHeading < 0) return `${document.trimEnd()}\n\n${section}\n`;
  return `${document.slice(0, firstHeading)}${section}\n\n${document.slice(firstHeading)}`;
}

export function writePerformanceDoc(file: string, markdown: string): void {
  fs.writeFileSync(file, withBenchSection(fs.readFileSync(file, 'utf8'), markdown));
}
