/**
 * The portal's bank-account screen (the owner's): the account shown with its IBAN masked, and the
 * form that saves it with a fresh code of the second factor. A refused value comes back beside its
 * field in the member's language, with what was typed kept (never the code).
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { createElement } from 'react';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { BANK_ACCOUNT_FIELDS, type BankAccountField } from '../../../contract/calls/portal-bank-account';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { BankAccountPage, type BankAccountPageProps } from '../../../views/portal/BankAccountPage';
import type { PortalCall } from './member-headers';
import { sendPortalPage } from './rendering';

export interface BankAccountRouteDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale };
  memberOf: (req: Request, res: Response) => Promise<PortalMember | undefined>;
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
  form: RequestHandler;
}

const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export function portalBankAccountRoutes(router: Router, deps: BankAccountRouteDeps): void {
  const { call, texts, memberOf, unavailable, localeOf } = deps;

  const show = async (req: Request, res: Response, member: PortalMember, extra: Pick<BankAccountPageProps, 'sent' | 'problem' | 'saved'>, status = 200) => {
    const answer = await call(req, 'GET /portal/bank-account', {}, localeOf(member));
    if (!answer.ok && answer.status !== 403) return unavailable(req, res);
    const { t, lang } = texts(member.locale);
    const ownersOnly = !answer.ok;
    sendPortalPage(res, createElement(BankAccountPage, { t, lang, shopName: member.shopName, account: answer.ok ? answer.answer.account : null, ownersOnly, ...extra }), ownersOnly ? 403 : status);
  };

  router.get('/bank-account', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    await show(req, res, member, { problem: null, saved: req.query.saved === '1' });
  });

  router.post('/bank-account', deps.form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const sent = { holder: typed(req.body?.holder, 200), iban: typed(req.body?.iban, 100), bic: typed(req.body?.bic, 50) };
    const answer = await call(req, 'POST /portal/bank-account', { body: { ...sent, code: typed(req.body?.code, 20) } }, localeOf(member));
    if (answer.ok) return res.redirect(303, `${PORTAL_PATHS.bankAccount}?saved=1`);
    if (answer.status === 403) return show(req, res, member, { problem: null, saved: false });
    if (answer.status === 400) {
      const { t } = texts(member.locale);
      const field: BankAccountField = (BANK_ACCOUNT_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as BankAccountField : 'iban';
      return show(req, res, member, { sent, problem: { field, message: t(`portal.bank.problem.${field}`) }, saved: false }, 400);
    }
    unavailable(req, res);
  });
}
