/**
 * The filings' reports in the desk: a quarter and a year chosen from lists (named in words, never
 * as codes), the quarter's one-stop-shop figures per shop and the operator's commission figures by
 * country and rate, the year's DAC7 sellers with what they have not given, and the files to
 * download. A plain GET form, so it works without scripts; a refusal is said beside its field.
 */
import type { CommissionLineView, Dac7SellerView, OssShopView } from '../../contract/calls/tax-reports';
import type { Translate } from '../../locales/i18n';
import { DeskLayout, type DeskFrame } from './DeskLayout';

const money = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format((cents || 0) / 100);
const rate = (locale: string, bp: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
const countryName = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/** "3. Quartal 2026", "3e trimestre 2026". */
export const quarterLabel = (t: Translate, quarter: string) => t(`taxReports.quarterName.${quarter.slice(6)}`, { year: quarter.slice(0, 4) });

export interface TaxReportLinks {
  form: string;
  ossCsv: (shopId: number) => string;
  dac7Xml: string;
  dac7Csv: string;
}

export interface TaxReportsPageProps {
  frame: DeskFrame;
  quarters: string[];
  years: number[];
  quarter: string;
  year: number;
  oss: OssShopView[];
  commission: CommissionLineView[];
  dac7: { sellers: Dac7SellerView[]; excluded: number };
  links: TaxReportLinks;
  /** A choice refused (field and words), or the DAC7 file refused. */
  problem?: { field: 'quarter' | 'year' | 'dac7'; text: string };
}

function OssTable({ frame, shop, links }: { frame: DeskFrame; shop: OssShopView; links: TaxReportLinks }) {
  const { t, locale } = frame;
  const label = (key: string) => t('labelled', { label: t(key), value: '' });
  const net = shop.lines.reduce((sum, l) => sum + l.netCents, 0);
  const vat = shop.lines.reduce((sum, l) => sum + l.vatCents, 0);
  return (
    <section className="box" data-oss-shop={shop.shopId} aria-labelledby={`oss-${shop.shopId}`}>
      <h3 id={`oss-${shop.shopId}`}>{shop.shopName}{shop.vatId && <span className="muted"> · {shop.vatId}</span>}</h3>
      <table className="lines">
        <thead><tr><th>{t('taxReports.country')}</th><th>{t('taxReports.rate')}</th><th>{t('taxReports.net')}</th><th>{t('taxReports.vat')}</th></tr></thead>
        <tbody>
          {shop.lines.map((line) => (
            <tr key={`${line.country}-${line.rateBp}`}>
              <td data-label={label('taxReports.country')}>{countryName(locale, line.country)}</td>
              <td data-label={label('taxReports.rate')}>{rate(locale, line.rateBp)}</td>
              <td data-label={label('taxReports.net')}>{money(locale, line.netCents)}</td>
              <td data-label={label('taxReports.vat')}>{money(locale, line.vatCents)}</td>
            </tr>
          ))}
          <tr className="total">
            <td data-label="">{t('taxReports.total')}</td><td data-label="" />
            <td data-label={label('taxReports.net')}><strong>{money(locale, net)}</strong></td>
            <td data-label={label('taxReports.vat')}><strong>{money(locale, vat)}</strong></td>
          </tr>
        </tbody>
      </table>
      <p><a href={links.ossCsv(shop.shopId)}>{t('taxReports.oss.csv', { shop: shop.shopName })}</a></p>
    </section>
  );
}

export function TaxReportsPage({ frame, quarters, years, quarter, year, oss, commission, dac7, links, problem }: TaxReportsPageProps) {
  const { t, locale } = frame;
  const label = (key: string) => t('labelled', { label: t(key), value: '' });
  const fieldProblem = (field: 'quarter' | 'year') => (problem?.field === field ? problem.text : undefined);
  const described = (field: 'quarter' | 'year') => (fieldProblem(field) ? `${field}-error` : undefined);
  return (
    <DeskLayout frame={frame}>
      <form method="get" action={links.form} className="box choose" noValidate>
        <div>
          <label htmlFor="quarter">{t('taxReports.quarter')}</label>
          <select id="quarter" name="quarter" defaultValue={quarter} aria-invalid={fieldProblem('quarter') ? true : undefined} aria-describedby={described('quarter')}>
            {quarters.map((q) => <option key={q} value={q}>{quarterLabel(t, q)}</option>)}
          </select>
          {fieldProblem('quarter') && <p className="error" id="quarter-error" role="alert">{fieldProblem('quarter')}</p>}
        </div>
        <div>
          <label htmlFor="year">{t('taxReports.year')}</label>
          <select id="year" name="year" defaultValue={String(year)} aria-invalid={fieldProblem('year') ? true : undefined} aria-describedby={described('year')}>
            {years.map((y) => <option key={y} value={String(y)}>{y}</option>)}
          </select>
          {fieldProblem('year') && <p className="error" id="year-error" role="alert">{fieldProblem('year')}</p>}
        </div>
        <button type="submit">{t('taxReports.show')}</button>
      </form>

      {/* The file was refused after a click far down the page: said at the top too, leading to the reason. */}
      {problem?.field === 'dac7' && <p className="error"><a href="#dac7-error">{t('taxReports.dac7.refusedShort')}</a></p>}
      <h2>{t('taxReports.oss.title', { quarter: quarterLabel(t, quarter) })}</h2>
      <p className="muted">{t('taxReports.oss.hint')}</p>
      {oss.length === 0 && <p className="muted">{t('taxReports.oss.none')}</p>}
      {oss.filter((shop) => shop.lines.length > 0).map((shop) => <OssTable key={shop.shopId} frame={frame} shop={shop} links={links} />)}
      {oss.some((shop) => shop.lines.length === 0) && (
        <section className="box" data-oss-nothing aria-labelledby="oss-nothing">
          <h3 id="oss-nothing">{t('taxReports.oss.nothingShops')}</h3>
          <ul>{oss.filter((shop) => shop.lines.length === 0).map((shop) => <li key={shop.shopId}><a href={links.ossCsv(shop.shopId)}>{t('taxReports.oss.csv', { shop: shop.shopName })}</a></li>)}</ul>
        </section>
      )}

      <h2>{t('taxReports.commission.title', { quarter: quarterLabel(t, quarter) })}</h2>
      {commission.length === 0 ? <p className="muted">{t('taxReports.commission.none')}</p> : (
        <table className="lines" data-commission>
          <thead><tr><th>{t('taxReports.shopCountry')}</th><th>{t('taxReports.treatment')}</th><th>{t('taxReports.rate')}</th><th>{t('taxReports.net')}</th><th>{t('taxReports.vat')}</th></tr></thead>
          <tbody>
            {commission.map((line) => (
              <tr key={`${line.country}-${line.treatment}`}>
                <td data-label={label('taxReports.shopCountry')}>{countryName(locale, line.country)}</td>
                <td data-label={label('taxReports.treatment')}>{t(`taxReports.commission.${line.treatment}`)}</td>
                <td data-label={label('taxReports.rate')}>{rate(locale, line.rateBp)}</td>
                <td data-label={label('taxReports.net')}>{money(locale, line.netCents)}</td>
                <td data-label={label('taxReports.vat')}>{money(locale, line.vatCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t('taxReports.dac7.title', { year })}</h2>
      <section className="box" data-dac7 aria-label={t('taxReports.dac7.title', { year })}>
        <p>{t('taxReports.dac7.counts', { count: dac7.sellers.length, excluded: dac7.excluded })}</p>
        {dac7.sellers.some((s) => s.missing.length > 0) && (
          <ul>
            {dac7.sellers.filter((s) => s.missing.length > 0).map((s) => (
              <li key={s.shopId}>{s.name} (#{s.shopId}): {s.missing.map((m) => t(`taxReports.dac7.missing.${m}`)).join(', ')}{s.blocking && <strong> · {t('taxReports.dac7.blocking')}</strong>}</li>
            ))}
          </ul>
        )}
        {problem?.field === 'dac7' && <p className="error" id="dac7-error" role="alert">{problem.text}</p>}
        <p><a href={links.dac7Xml}>{t('taxReports.dac7.xml', { year })}</a> · <a href={links.dac7Csv}>{t('taxReports.dac7.csv', { year })}</a></p>
      </section>
    </DeskLayout>
  );
}
