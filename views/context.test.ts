/** A date reads with its whole year in every edition (German's short style would write 26.11.26, French 26/11/2026). */
import { formatDate } from './context';
import { LOCALES } from '../locales/editions';

test.each(LOCALES)('%s: the order date carries the year in full', (locale) => {
  expect(formatDate('2026-11-26T10:00:00Z', locale)).toMatch(/^26[./-]11[./-]2026$/);
});
