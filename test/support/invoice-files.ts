/**
 * Reading an invoice PDF as its reader would: its text (pdftotext), the files it carries (pdfdetach)
 * and whether the Factur-X XML is valid against the official EN 16931 schema (xmllint, with the XSD
 * of test/fixtures/factur-x, whose SOURCE.md says where it comes from).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp-dir';

export const FACTUR_X_XSD = path.join(__dirname, '..', 'fixtures', 'factur-x', 'Factur-X_1.07.3_EN16931.xsd');

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The PDF's text as pdftotext reads it (layout kept, so a line's amounts stay on its line). */
export function pdfText(bytes: Uint8Array): string {
  const dir = tempDir('invoice-');
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), bytes);
    return run('pdftotext', ['-layout', path.join(dir, 'doc.pdf'), '-']).replace(/\u00a0/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The files embedded in the PDF (pdfdetach), by name. */
export function attachments(bytes: Uint8Array): Record<string, string> {
  const dir = tempDir('invoice-');
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), bytes);
    fs.mkdirSync(path.join(dir, 'out'));
    run('pdfdetach', ['-saveall', '-o', path.join(dir, 'out'), path.join(dir, 'doc.pdf')]);
    return Object.fromEntries(fs.readdirSync(path.join(dir, 'out')).map((name) => [name, fs.readFileSync(path.join(dir, 'out', name), 'utf8')]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** xmllint's verdict on the XML against the Factur-X EN 16931 schema: stderr ("… validates" or the complaints) and the exit code. */
export function validateFacturX(xml: string): { ok: boolean; output: string } {
  const dir = tempDir('facturx-');
  const file = path.join(dir, 'factur-x.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', FACTUR_X_XSD, file], { stdio: 'pipe' });
    return { ok: true, output: `${file} validates` };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: Buffer }).stderr ?? error) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

