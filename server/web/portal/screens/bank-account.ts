/**
 * The portal's bank-account screen (the owner's): the account shown with its IBAN masked, and the
 * form that saves it with a fresh code of the second factor. A refused value comes back beside its
 * field in the member's language, with what was typed kept (never the code); so does the lock that
 * too many wrong codes set.
 */
import { BANK_ACCOUNT_FIELDS, type BankAccountField } from '../../../../contract/calls/portal-bank-account';
import { PORTAL_PATHS } from '../../../../contract/portal-paths';
import { BankAccountPage, type BankAccountPageProps } from '../../../../views/portal/BankAccountPage';
import { codeLockedMessage } from '../../staff/code-locked';
import { portalPage, portalScreen } from '../area';

const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A refused save: what was typed and the field at fault. */
type BankOutcome = { status: number } & Partial<Pick<BankAccountPageProps, 'sent' | 'problem'>>;

export const portalBankAccountScreen = portalScreen<BankOutcome>({
  path: '/bank-account',
  guard: 'member',
  async load({ who, query, outcome }) {
    const answer = await who.call('GET /portal/bank-account');
    if (!answer.ok && answer.status !== 403) return who.unavailable();
    const ownersOnly = !answer.ok;
    const { status = 200, sent, problem = null } = outcome ?? {};
    return portalPage(BankAccountPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, account: answer.ok ? answer.answer.account : null, ownersOnly, sent, problem, saved: !outcome && query.saved === '1' }, ownersOnly ? 403 : status);
  },
  action: {
    async run({ who, body }) {
      const sent = { holder: typed(body.holder, 200), iban: typed(body.iban, 100), bic: typed(body.bic, 50) };
      const answer = await who.call('POST /portal/bank-account', { body: { ...sent, code: typed(body.code, 20) } });
      if (answer.ok) return { kind: 'redirect', location: `${PORTAL_PATHS.bankAccount}?saved=1` };
      if (answer.status === 403) return { kind: 'outcome', outcome: { status: 200, problem: null } };
      const locked = codeLockedMessage(who.t, answer);
      if (locked) return { kind: 'outcome', outcome: { status: 429, sent, problem: { field: 'code', message: locked } } };
      if (answer.status === 400) {
        const field: BankAccountField = (BANK_ACCOUNT_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as BankAccountField : 'iban';
        return { kind: 'outcome', outcome: { status: 400, sent, problem: { field, message: who.t(`portal.bank.problem.${field}`) } } };
      }
      return who.unavailable();
    },
  },
});
