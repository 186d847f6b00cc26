/**
 * NIST SP 800-63B: a new password is refused when it is on a list of commonly used ones. The list
 * ships beside this file (common-passwords.txt, read once); a password that is one of its entries
 * with digits or punctuation only around it ('Password123!') is refused too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../shared/paths';

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!list) {
    const text = fs.readFileSync(path.join(projectRoot, 'server', 'marketplace', 'users', 'common-passwords.txt'), 'utf8');
    list = new Set(text.split('\n').map((line) => line.trim().toLowerCase()).filter((line) => line && !line.startsWith('#')));
  }
  return list;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  const words = commonPasswords();
  return words.has(lower) || words.has(lower.replace(/^[\d\W_]+|[\d\W_]+$/g, ''));
}
