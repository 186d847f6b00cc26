import { parse } from 'csv-parse/sync';
import { formulaSpots } from '../../test/support/csv-formulas';
import { carriesFormula, csvText, inertCell } from './csv-writer';

/** No reader, whichever its separator, and no line-by-line program sees a formula start. */
const expectInert = (text: string) => expect(formulaSpots(text)).toEqual([]);

const comma = { delimiter: ',', lineEnd: '\r\n' } as const;
const semicolon = { delimiter: ';', lineEnd: '\r\n' } as const;

test('a name with a bare line feed before a formula: quoted, and the line after it starts inert', () => {
  const text = csvText([['name', 'street'], ["Max\n=cmd|' /C calc'!A0", 'Weg 1\r=1+1']], comma);
  expect(text).toBe(`name,street\r\n"Max\n'=cmd|' /C calc'!A0","Weg 1\r'=1+1"\r\n`);
  expectInert(text);
  // A reader that honours the quotes gets one row, the cell's text with the quote before the formula.
  expect(parse(text, { columns: true })).toEqual([{ name: "Max\n'=cmd|' /C calc'!A0", street: "Weg 1\r'=1+1" }]);
});

test('a ";" file opened with "," as the separator: the cell after the comma is inert', () => {
  const text = csvText([['city'], ["Berlin,=cmd|' /C calc'!A0"]], semicolon);
  expect(text).toBe(`city\r\n"Berlin,'=cmd|' /C calc'!A0"\r\n`);
  expectInert(text);
});

test('a "," file opened with ";" as the separator: the cell after the semicolon is inert', () => {
  const text = csvText([['city'], ['Berlin;=1+1']], comma);
  expect(text).toBe(`city\r\n"Berlin;'=1+1"\r\n`);
  expectInert(text);
});

test('a tab, a CR or a formula at the start, and a formula after a tab, are inert', () => {
  expect(inertCell('\t=1+1')).toBe("'\t'=1+1");
  expect(inertCell('\r@SUM(1)')).toBe("'\r'@SUM(1)");
  expect(inertCell('a\t+1')).toBe("a\t'+1");
  expect(inertCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
  expect(inertCell('-2+3+cmd')).toBe("'-2+3+cmd");
  expect(inertCell('x, =1+1')).toBe("x, '=1+1");
  expect(inertCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
  const text = csvText([['a', 'b'], ['\t=1+1', 'a\t+1']], semicolon);
  expect(text).toBe(`a;b\r\n"'\t'=1+1";"a\t'+1"\r\n`);
  expectInert(text);
});

test('quotes are doubled and the cell quoted; plain text is left alone', () => {
  expect(csvText([['say "hi"', 'Müller GmbH', 'Weg 1']], comma)).toBe('"say ""hi""",Müller GmbH,Weg 1\r\n');
  expect(csvText([['a'], ['b']], { delimiter: ';', lineEnd: '\n', bom: true })).toBe('\uFEFFa\nb\n');
});

test('negative amounts stay numbers: as numbers, and as text that is plainly a number', () => {
  const text = csvText([['amount', 'text'], [-12.5, '-12,50'], [-3, '-1.234,50']], semicolon);
  // Quoted for the comma inside, so a reader with either separator keeps it one cell.
  expect(text).toBe('amount;text\r\n-12.5;"-12,50"\r\n-3;"-1.234,50"\r\n');
  expect(csvText([['-12,50']], comma)).toBe('"-12,50"\r\n');
  // Not a number: a formula that starts like one.
  expect(inertCell('-1+1')).toBe("'-1+1");
  expect(inertCell('+4917012345678')).toBe("'+4917012345678");
});

test('the check itself finds what the old writer let through', () => {
  expect(formulaSpots('name\r\n"Max\n=cmd|\' /C calc\'!A0"\r\n')).not.toEqual([]);
  expect(formulaSpots('city\r\n"Berlin,=1+1"\r\n')).not.toEqual([]);
  expect(formulaSpots('amount;x\r\n-12,50;"-3.00"\r\n')).toEqual([]);
});

test('carriesFormula says which texts the writer would change', () => {
  expect(carriesFormula('DHL')).toBe(false);
  expect(carriesFormula('-12,50')).toBe(false);
  expect(carriesFormula("'=1+1")).toBe(false);
  expect(carriesFormula('Max\n=cmd')).toBe(true);
  expect(carriesFormula('Berlin;=1+1')).toBe(true);
});
