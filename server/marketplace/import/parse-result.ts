import type { Problem } from './table';

/** What a parser makes of one file: the good rows, and each bad line with why it was left out. */
export interface ParseResult<T> {
  /** Data rows seen (header and comment lines not counted). */
  read: number;
  rows: T[];
  problems: Problem[];
  /** The file as a whole could not be read; rows is then empty. */
  unreadable?: Problem;
}
