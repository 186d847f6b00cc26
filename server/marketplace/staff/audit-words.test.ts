/**
 * Every action the audit log records has its words in all six languages: the shop's log in the
 * portal names each one a shop's own people or the desk did to the shop, the desk's log every one.
 * The actions are read from the code that records them, so a new one without words fails here
 * (a missing text showed the raw code, "invitation_accepted", on the portal's log).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { projectRoot } from '../../shared/paths';

const PORTAL_STEPS = ['accepted', 'refused', 'shipped', 'returned', 'refunded'];
const REVIEW_DECISIONS = ['approved', 'rejected'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The facts' names of the actions a shop's log shows ("detail: { importId: …, bytes }"). */
const shopFacts = new Set<string>();

/** Each recorded action, and whether it lands in a shop's log (recorded with the shop). */
function recordedActions(): Map<string, boolean> {
  const actions = new Map<string, boolean>();
  const add = (action: string, shop: boolean) => actions.set(action, (actions.get(action) ?? false) || shop);
  for (const file of sources(path.join(projectRoot, 'server'))) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const call = /\b(recordAudit|recordMemberAction)\((?:[^,]+,){2}\s*(.+)$/.exec(line);
      if (!call || line.includes('export async function')) continue;
      const shop = call[1] === 'recordMemberAction' || /\bshopId\b/.test(call[2]!);
      // The action argument: up to the facts, its literals (a choice between actions names each), not the values compared.
      const action = call[2]!.split(/, \{|\);/)[0]!;
      for (const literal of action.matchAll(/(=== )?'([a-z]+_[a-z_]+)'/g)) if (!literal[1]) add(literal[2]!, shop);
      const facts = /detail: \{(.*)\}/.exec(call[2]!)?.[1] ?? '';
      if (shop) for (const name of facts.matchAll(/(?:^|[{,])\s*(\w+)(?=\s*[:,}]|\s*$)/g)) shopFacts.add(name[1]!);
      if (call[2]!.startsWith('`order_${')) for (const step of PORTAL_STEPS) add(`order_${step}`, true);
      if (call[2]!.startsWith('`review_${')) for (const decision of REVIEW_DECISIONS) add(`review_${decision}`, false);
    }
  }
  return actions;
}

const i18n = createI18n();
const MISSING = '\u0000';

test.each(LOCALES)('%s: every recorded action has words in the shop\'s log and the desk\'s', (locale) => {
  const actions = recordedActions();
  // The reading itself is checked: it finds the actions of the staff, the desk, the portal and its orders.
  for (const known of ['signed_in', 'invitation_accepted', 'shop_created', 'feed_uploaded', 'order_shipped', 'commission_set']) expect(actions.has(known)).toBe(true);
  const t = translatorFor(i18n, locale);
  const has = (key: string) => t(key, { defaultValue: MISSING }) !== MISSING;
  const missing = [...actions].flatMap(([action, shop]) => [
    ...(has(`desk.actions.${action}`) || has(`portal.log.actions.${action}`) ? [] : [`desk: ${action}`]),
    ...(shop && !has(`portal.log.actions.${action}`) ? [`portal: ${action}`] : []),
  ]);
  expect(missing).toEqual([]);
  // A fact beside an action in the shop's log is named in words too; a role by its name.
  expect(shopFacts.has('importId')).toBe(true);
  expect([...shopFacts].filter((name) => !has(`portal.log.facts.${name}`))).toEqual([]);
  for (const role of ['shop_owner', 'shop_staff']) expect(has(`portal.log.values.role.${role}`)).toBe(true);
});
