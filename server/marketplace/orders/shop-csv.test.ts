import { readStatusCsv, statusUpdateOf } from './shop-csv';

const PART = 'SP-261122-ABCDEF-1';
const MARKUP = '"><svg/onload=alert(1)>';

test('a step\'s tracking number and carrier: markup refused, naming the field; real ones pass', () => {
  expect(statusUpdateOf({ status: 'shipped', carrier: 'DHL', trackingNumber: MARKUP })).toMatchObject({ field: 'trackingNumber', problem: 'characters' });
  expect(statusUpdateOf({ status: 'shipped', carrier: MARKUP, trackingNumber: '00340434161234567890' })).toMatchObject({ field: 'carrier', problem: 'characters' });
  expect(statusUpdateOf({ status: 'shipped', carrier: '=HYPERLINK("x")', trackingNumber: '00340434161234567890' })).toMatchObject({ field: 'carrier', problem: 'characters' });
  expect(statusUpdateOf({ status: 'shipped', carrier: 'DHL', trackingNumber: '-1+1 x' })).toMatchObject({ field: 'trackingNumber', problem: 'characters' });
  expect(statusUpdateOf({ status: 'shipped', carrier: 'DHL', trackingNumber: '1' })).toMatchObject({ field: 'trackingNumber', problem: 'tooShort' });
  expect(statusUpdateOf({ status: 'shipped', carrier: ' ', trackingNumber: '1234' })).toMatchObject({ field: 'carrier', problem: 'required' });
  for (const [carrier, trackingNumber] of [['DHL', '00340434161234567890'], ['UPS', '1Z999AA10123456784'], ['GLS', 'GLS 4711 0815'], ['Spedition Müller & Co.', 'SM-4711'], ['Österreichische Post', '1234567']]) {
    expect(statusUpdateOf({ status: 'shipped', carrier: ` ${carrier} `, trackingNumber })).toEqual({ status: 'shipped', carrier, trackingNumber });
  }
  expect(statusUpdateOf({ status: 'refused', reason: 'x'.repeat(501) })).toMatchObject({ field: 'reason', problem: 'tooLong' });
});

test('the status CSV: the markup tracking number refused in its row, a real one read', () => {
  const rows = readStatusCsv(`order,status,carrier,tracking_number\n${PART},shipped,DHL,"${MARKUP.replace(/"/g, '""')}"\n${PART},shipped,UPS,1Z999AA10123456784\n`);
  expect(rows).toEqual([
    { line: 2, order: PART, error: expect.stringMatching(/^trackingNumber has characters/) },
    { line: 3, order: PART, update: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
  ]);
});

test('the status CSV: a row with a formula cell, or more cells than the header, is refused as forged', () => {
  const rows = readStatusCsv([
    'order,status,carrier,tracking_number,reason',
    `${PART},refused,,,"Max\n=cmd|' /C calc'!A0"`,
    `${PART},refused,,,@SUM(1+1)`,
    `${PART},refused,,,kaputt,${PART},refunded`,
    "=cmd|' /C calc'!A0,accepted,,,",
  ].join('\n'));
  expect(rows).toEqual([
    { line: 2, order: PART, error: expect.stringMatching(/^reason holds a formula/) },
    { line: 3, order: PART, error: expect.stringMatching(/^reason holds a formula/) },
    { line: 4, order: PART, error: expect.stringMatching(/more cells than the header/) },
    { line: 5, order: "=cmd|' /C calc'!A0", error: expect.stringMatching(/^order holds a formula/) },
  ]);
});

test('the status CSV: a cell our writer made inert is read as the text it is, never as a formula again', () => {
  const rows = readStatusCsv(`order,status,reason\n${PART},refused,"'=1+1 und Max\n'=cmd"\n`);
  expect(rows).toEqual([{ line: 2, order: PART, update: { status: 'refused', reason: "'=1+1 und Max\n'=cmd" } }]);
});
