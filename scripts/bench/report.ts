/**
 * Writes the benchmark's table into docs/performance.md between two markers, keeping every other
 * section of the document as it is; the first run puts the section before the first "## " heading.
 */
import fs from 'node:fs';

export const BEGIN = '<!-- bench:begin (written by npm run bench; edit the script, not this section) -->';
export const END = '<!-- bench:end -->';

/** A document read in a terminal or a diff: prose lines are wrapped at this width; table rows cannot be. */
export const WIDTH = 100;

/** Each prose line broken at spaces to at most WIDTH columns (a word longer than that keeps its line). */
export function wrapProse(markdown: string): string {
  return markdown.split('\n').flatMap((line) => {
    if (line.length <= WIDTH || line.startsWith('|') || line.startsWith('<!--')) return [line];
    const lines: string[] = [];
    let current = '';
    for (const word of line.split(' ')) {
      if (current && current.length + 1 + word.length > WIDTH) {
        lines.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    return [...lines, current];
  }).join('\n');
}

export function withBenchSection(document: string, markdown: string): string {
  const section = `${BEGIN}\n## Latest run of \`npm run bench\`\n\n${wrapProse(markdown.trim())}\n${END}`;
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
