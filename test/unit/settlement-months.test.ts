/** Settlement months in Europe/Berlin, and the commission as the operator types it and as it is charged. */
import { basisPointsOf, commissionCents, fixedCentsOf, monthBefore, monthBounds, monthOf } from '../../server/marketplace/settlements/index';

test('a month runs from local midnight on the 1st to local midnight on the next 1st, in winter and summer time', () => {
  expect(monthBounds('2026-01')).toEqual({ start: '2025-12-31T23:00:00.000Z', end: '2026-01-31T23:00:00.000Z' });
  // March ends in summer time: its last day is 23 hours long.
  expect(monthBounds('2026-03')).toEqual({ start: '2026-02-28T23:00:00.000Z', end: '2026-03-31T22:00:00.000Z' });
  expect(monthBounds('2026-10')).toEqual({ start: '2026-09-30T22:00:00.000Z', end: '2026-10-31T23:00:00.000Z' });
  expect(monthBounds('2026-12').end).toBe('2026-12-31T23:00:00.000Z');
  expect(monthOf(new Date('2026-10-31T22:59:59.999Z'))).toBe('2026-10');
  expect(monthOf(new Date('2026-10-31T23:00:00.000Z'))).toBe('2026-11');
  expect(monthBefore('2026-01')).toBe('2025-12');
  expect(() => monthBounds('2026-13')).toThrow('not a month');
});

test('the percentage and the fixed amount are read as people type them, within bounds', () => {
  expect(basisPointsOf('12,5')).toBe(1250);
  expect(basisPointsOf('12.5 %')).toBe(1250);
  expect(basisPointsOf('7')).toBe(700);
  expect(basisPointsOf('0,05')).toBe(5);
  expect(basisPointsOf('100')).toBe(10_000);
  for (const wrong of ['100,01', '-1', '12,555', 'zwölf', '', '1e2']) expect(basisPointsOf(wrong)).toBeNull();
  expect(fixedCentsOf('4,95')).toBe(495);
  expect(fixedCentsOf('4,95 €')).toBe(495);
  expect(fixedCentsOf('0')).toBe(0);
  expect(fixedCentsOf('1.000,00')).toBe(100_000);
  for (const wrong of ['1.000,01', '4,955', '-1', 'viel']) expect(fixedCentsOf(wrong)).toBeNull();
});

test('the commission is rounded half up once per part and shipment; the fixed amount comes with the first shipment', () => {
  const c = { bp: 1250, fixedCents: 35 };
  expect(commissionCents(10_000, true, c)).toBe(1_285);
  expect(commissionCents(10_000, false, c)).toBe(1_250);
  expect(commissionCents(4, false, c)).toBe(1); // 0,5 ct rounds up
  expect(commissionCents(3, false, c)).toBe(0); // 0,375 ct rounds down
  expect(commissionCents(0, true, { bp: 0, fixedCents: 99 })).toBe(99);
});
