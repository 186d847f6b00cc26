/**
 * A DAC7 file checked as the tax office's upload checks it: against the OECD DPI XML schema
 * (DPIXML_v1.0.xsd with its isodpitypes and oecddpitypes imports) by xmllint, when DPI_XSD names
 * the main file. The schema is not in the tree (no registry this project reaches ships it), so
 * without it the rules the schema holds for what the generator writes are checked here: every
 * element that must not be empty is not, a person has a date of birth, amounts are whole units.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp-dir';

export const dpiSchema = (): string | null => (process.env.DPI_XSD && fs.existsSync(process.env.DPI_XSD) ? process.env.DPI_XSD : null);

/** xmllint's complaints against the schema, or null when DPI_XSD does not name it. */
export function dpiSchemaErrors(xml: string): string[] | null {
  const xsd = dpiSchema();
  if (!xsd) return null;
  const file = path.join(tempDir('dpi-'), 'dac7.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    return [];
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error).split('\n').filter((line) => line.includes('error'));
  }
}

/** The schema's rules this generator could break, checked without the schema. */
export function dpiStructureErrors(xml: string): string[] {
  const errors: string[] = [];
  for (const match of xml.matchAll(/<dpi:(\w+)(?: [^>]*)?><\/dpi:\1>/g)) errors.push(`empty ${match[1]}`);
  for (const seller of xml.match(/<dpi:IndSellerID>[\s\S]*?<\/dpi:IndSellerID>/g) ?? []) {
    if (!seller.includes('<dpi:BirthDate>')) errors.push('a person without BirthInfo/BirthDate');
    if (!/<dpi:Name nameType="\w+"><dpi:FirstName>[^<]+<\/dpi:FirstName><dpi:LastName>[^<]+<\/dpi:LastName><\/dpi:Name>/.test(seller)) errors.push('a person without first and last name');
  }
  for (const match of xml.matchAll(/<dpi:(Cons|Fees|Tax)Q[1-4] currCode="EUR">([^<]*)</g)) if (!/^-?\d+$/.test(match[2]!)) errors.push(`${match[1]} not whole euros: ${match[2]}`);
  for (const match of xml.matchAll(/<dpi:AddressFix>([\s\S]*?)<\/dpi:AddressFix>/g)) if (!match[1]!.includes('<dpi:City>')) errors.push('an address without City');
  if (!/<dpi:MessageSpec>[\s\S]*<dpi:MessageTypeIndic>DPI40[123]<\/dpi:MessageTypeIndic><dpi:ReportingPeriod>\d{4}-\d\d-\d\d<\/dpi:ReportingPeriod><dpi:Timestamp>[\dT:-]{19}<\/dpi:Timestamp><\/dpi:MessageSpec>/.test(xml)) errors.push('MessageSpec out of the schema\'s order');
  return errors;
}

/** The schema's errors when it is here, else the structure's. */
export const dpiErrors = (xml: string): string[] => dpiSchemaErrors(xml) ?? dpiStructureErrors(xml);
