import { readTrackingFile, TRACKING_ROWS_MAX } from './tracking-file';

const PART = 'SP-261127-ABCDEF-1';

test('";" with a byte order mark and a heading: the heading is passed over, each row keeps its line', () => {
  const read = readTrackingFile(Buffer.from(`\uFEFFTeilbestellung;Versanddienst;Sendungsnummer\r\n${PART};DHL;00340434161094042557\r\n\r\nsp-261127-abcdef;"Spedition Müller; Co.";4711\r\n${PART};DHL\r\n`));
  expect(read).toEqual({
    rows: [
      { line: 2, reference: PART, carrier: 'DHL', trackingNumber: '00340434161094042557' },
      { line: 4, reference: 'SP-261127-ABCDEF', carrier: 'Spedition Müller; Co.', trackingNumber: '4711' },
    ],
    short: [{ line: 5, text: `${PART} · DHL` }],
  });
});

test('"," without a byte order mark or heading', () => {
  expect(readTrackingFile(Buffer.from(`${PART},GLS,GLS 4711 0815\n`))).toEqual({ rows: [{ line: 1, reference: PART, carrier: 'GLS', trackingNumber: 'GLS 4711 0815' }], short: [] });
});

test('a file that cannot be read is named as a whole', () => {
  expect(readTrackingFile(Buffer.from([0x53, 0x50, 0x3b, 0xe4, 0x0a]))).toEqual({ problem: 'encoding' });
  expect(readTrackingFile(Buffer.from('  \r\n'))).toEqual({ problem: 'empty' });
  expect(readTrackingFile(Buffer.from('Nummer;Versand;Sendung\r\n'))).toEqual({ problem: 'empty' });
  expect(readTrackingFile(Buffer.from(`${PART};"DHL;1234\n`))).toEqual({ problem: 'unreadable' });
  expect(readTrackingFile(Buffer.from(`${PART};DHL;12345\n`.repeat(TRACKING_ROWS_MAX + 1)))).toEqual({ problem: 'tooMany' });
});
