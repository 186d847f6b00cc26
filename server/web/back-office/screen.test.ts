/**
 * The back office's pages are screen modules: their loaders' props are typed into their views (the
 * marked lines must not compile: npm run typecheck), and neither the desk nor the portal keeps a
 * route written by hand beside its screens (the desk's stylesheet is an asset, not a page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { deskPage } from '../desk/area';
import { portalPage } from '../portal/area';
import { ProblemPage } from '../../../views/desk/pages';
import { TokenPage } from '../../../views/portal/TokenPage';
import type { Translate } from '../../../locales/i18n';
import { formText } from './screen';

const routesWrittenByHand = (folder: string): string[] => fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) => [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/router\.(get|post|put|patch|delete|all)\(\s*'([^']*)'/g)].map((match) => `${match[1]} ${match[2]}`));

describe('back-office screens', () => {
  it('leave no hand-written route in the desk or the portal', () => {
    expect(routesWrittenByHand(path.join(__dirname, '../desk'))).toEqual(['get /desk.css']);
    expect(routesWrittenByHand(path.join(__dirname, '../portal'))).toEqual([]);
  });

  it('refuse a loader whose props do not match its view', () => {
    const t = ((key: string) => key) as Translate;
    // The same props with a date text compile: the refusal below is the number's alone.
    portalPage(TokenPage, { t, lang: 'de-DE', shopName: 'Teile-Profi', createdAt: '2026-11-27T06:00:00Z', newToken: null, notice: null, formatDate: (iso: string) => iso });
    const refused = () => [
      // @ts-expect-error the problem page needs its frame
      deskPage(ProblemPage, { text: 'Nicht gefunden' }),
      // @ts-expect-error a key's creation is a date text or null, never a number
      portalPage(TokenPage, { t, lang: 'de-DE', shopName: 'Teile-Profi', createdAt: 1, newToken: null, notice: null, formatDate: (iso: string) => iso }),
    ];
    expect(typeof refused).toBe('function');
  });

  it('reads a form field sent twice as String() did', () => {
    expect(formText(['4', '5'])).toBe('4,5');
    expect(formText('Bremsscheibe')).toBe('Bremsscheibe');
    expect(formText(undefined)).toBe('');
  });
});
