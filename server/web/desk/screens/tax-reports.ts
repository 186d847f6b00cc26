/**
 * The filings' reports in the desk (operator only): the quarter and year chosen from lists, the
 * figures, and the files (a shop's OSS CSV, the DAC7 XML and CSV). A quarter or year not in the
 * right form comes back beside its list; a DAC7 file the schema cannot carry yet is refused on the
 * page itself, with the sellers to ask named, in the staff member's language.
 */
import type { Request } from 'express';
import { TaxReportsPage, type TaxReportLinks } from '../../../../views/desk/TaxReportsPage';
import type { ScreenAnswer } from '../../back-office/screen';
import { DESK_PATHS } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, OPERATOR, type DeskKit, type DeskWho } from '../area';

const QUARTER = /^\d{4}-Q[1-4]$/;
const YEAR = /^\d{4}$/;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const links = (quarter: string, year: number): TaxReportLinks => ({
  form: DESK_PATHS.taxReports,
  ossCsv: (shopId) => `${DESK_PATHS.taxReports}/oss-${quarter}-shop-${shopId}.csv`,
  dac7Xml: `${DESK_PATHS.taxReports}/dac7-${year}.xml`,
  dac7Csv: `${DESK_PATHS.taxReports}/dac7-${year}.csv`,
});

export function deskTaxReportScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const title = (who: DeskWho) => who.t('taxReports.title');
  const notFound = (who: DeskWho) => deskProblem(who, 404, title(who), who.t('desk.notFound'));

  /** The page for a quarter and a year as asked (each checked first), with a refusal beside its place. */
  const show = async (who: DeskWho, query: Request['query'], refused?: { status: number; field: 'dac7'; text: string }): Promise<ScreenAnswer> => {
    const quarter = text(query.quarter);
    const year = text(query.year);
    const badField = quarter && !QUARTER.test(quarter) ? 'quarter' : year && !YEAR.test(year) ? 'year' : undefined;
    const asked = { ...(quarter && QUARTER.test(quarter) ? { quarter } : {}), ...(year && YEAR.test(year) ? { year } : {}) };
    const answer = await marketplace.attempt('GET /desk/tax-reports', { query: asked }, who.headers);
    if (!answer.ok) return deskProblem(who, 503, title(who), who.t('taxReports.unavailable'));
    const report = answer.answer;
    const problem = badField ? { field: badField, text: who.t(`taxReports.problem.${badField}`) } as const : refused ? { field: refused.field, text: refused.text } : undefined;
    return deskPage(TaxReportsPage, { frame: who.frame(title(who)), ...report, links: links(report.quarter, report.year), problem }, badField ? 400 : refused?.status ?? 200);
  };

  const page = deskScreen({
    path: '/tax-reports',
    guard: OPERATOR,
    load: ({ who, query }) => show(who, query),
  });

  const file = deskScreen({
    path: '/tax-reports/:file',
    guard: OPERATOR,
    async load({ who, params }) {
      const oss = /^oss-(\d{4}-Q[1-4])-shop-(\d{1,12})\.csv$/.exec(params.file!);
      const dac7 = /^dac7-(\d{4})\.(xml|csv)$/.exec(params.file!);
      const query = oss ? { kind: 'oss-csv' as const, quarter: oss[1]!, shop: oss[2]! } : dac7 ? { kind: dac7[2] === 'xml' ? 'dac7-xml' as const : 'dac7-csv' as const, year: dac7[1]! } : undefined;
      if (!query) return notFound(who);
      const answer = await marketplace.attempt('GET /desk/tax-reports/file', { query }, who.headers);
      if (answer.ok) return { kind: 'file', contentType: answer.answer.contentType, filename: answer.answer.filename, body: Buffer.from(answer.answer.base64, 'base64') };
      if (answer.status === 409 && dac7) return show(who, { year: dac7[1]! }, { status: 409, field: 'dac7', text: who.t('taxReports.dac7.refused') });
      return answer.status === 404 ? notFound(who) : deskProblem(who, 503, title(who), who.t('taxReports.unavailable'));
    },
  });

  return [page, file];
}
