/**
 * The watch's timer looks at the file as a write does: a file put at the path in the old one's
 * place is not taken for it, however often the timer looks; the old file moved back is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test/support/temp-dir';
import { watchDatabaseFile } from './file-watch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('replaced by a copy: not intact on the timer or when asked, and no change reported', () => {
  const file = path.join(tempDir('spareo-file-watch-'), 'shop.db');
  fs.writeFileSync(file, 'database');
  const changes: boolean[] = [];
  const watch = watchDatabaseFile(file, (intact) => changes.push(intact), 1000);
  fs.copyFileSync(file, `${file}.copy`);
  fs.unlinkSync(file);
  jest.advanceTimersByTime(1000);
  expect(changes).toEqual([false]);
  fs.renameSync(`${file}.copy`, file);
  jest.advanceTimersByTime(3000);
  expect(changes).toEqual([false]);
  expect(watch.intact()).toBe(false);
  watch.stop();
});

test('moved away and back: the timer reports both changes', () => {
  const file = path.join(tempDir('spareo-file-watch-'), 'shop.db');
  fs.writeFileSync(file, 'database');
  const changes: boolean[] = [];
  const watch = watchDatabaseFile(file, (intact) => changes.push(intact), 1000);
  fs.renameSync(file, `${file}.away`);
  jest.advanceTimersByTime(1000);
  fs.renameSync(`${file}.away`, file);
  jest.advanceTimersByTime(1000);
  expect(changes).toEqual([false, true]);
  expect(watch.intact()).toBe(true);
  watch.stop();
});
