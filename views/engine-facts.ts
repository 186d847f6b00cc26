/**
 * Engine data as each edition writes it: its power unit (PS, ch, CV, pk), kW everywhere, the
 * displacement unit (ccm in German, cm³ elsewhere) and numbers in the edition's locale through Intl
 * ("1.598 ccm", "1 598 cm³"). The templates come from the edition's texts (fitment.engine); the
 * server and the islands fill them with the same functions, so a dropdown filled in the browser
 * reads like the one the server rendered.
 */
import type { Translate } from '../locales/i18n';
import { numberFormat } from './intl';

/** Templates with %ps%, %kw% and %ccm% in the edition's words. */
export interface EngineTemplates {
  power: string;
  /** The power of a type whose kW is an electric motor's 30-minute power, labelled so. */
  powerThirtyMinutes: string;
  displacement: string;
}

export interface EngineData {
  ps?: number | null;
  kw?: number | null;
  /** kw is an electric motor's 30-minute power (the type approval's), not its peak. */
  kwThirtyMinutes?: boolean;
  ccm?: number | null;
}

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * Per translator: the server keeps one per edition across requests (locales/i18n.ts), so the
 * templates are asked of i18next once per edition, not once per vehicle a page lists.
 */
const templatesOf = new WeakMap<Translate, EngineTemplates>();

/** The edition's templates (shared: read them, never change them); German ones when no translator is at hand (never in a rendered page). */
export function engineTemplates(t: Translate | undefined): EngineTemplates {
  if (!t) return { power: '%ps% PS / %kw% kW', powerThirtyMinutes: '%ps% PS / %kw% kW (30-Minuten-Leistung)', displacement: '%ccm% ccm' };
  let templates = templatesOf.get(t);
  if (!templates) {
    templates = {
      power: t('fitment.engine.power', { ps: '%ps%', kw: '%kw%' }),
      powerThirtyMinutes: t('fitment.engine.powerThirtyMinutes', { ps: '%ps%', kw: '%kw%' }),
      displacement: t('fitment.engine.displacement', { ccm: '%ccm%' }),
    };
    templatesOf.set(t, templates);
  }
  return templates;
}

function number(locale: string, value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat(locale, WHOLE).format(value) : '–';
}

/**
 * "105 PS / 77 kW", "105 ch / 77 kW", ...; an electric motor's 30-minute power says it is one
 * ("193 PS / 142 kW (30-Minuten-Leistung)"): a buyer reads a bare figure as the car's peak power.
 */
export function powerText(locale: string, templates: EngineTemplates, engine: EngineData): string {
  return (engine.kwThirtyMinutes ? templates.powerThirtyMinutes : templates.power).replace('%ps%', number(locale, engine.ps)).replace('%kw%', number(locale, engine.kw));
}

/** "1.598 ccm", "1 598 cm³", ... */
export function displacementText(locale: string, templates: EngineTemplates, engine: EngineData): string {
  return templates.displacement.replace('%ccm%', number(locale, engine.ccm));
}

/** Power and displacement: "105 PS / 77 kW, 1.598 ccm"; an electric motor has no displacement, so "0 ccm" is never written. */
export function engineText(locale: string, templates: EngineTemplates, engine: EngineData): string {
  const power = powerText(locale, templates, engine);
  return engine.ccm ? `${power}, ${displacementText(locale, templates, engine)}` : power;
}

/** How a model dropdown option reads in an edition: "Golf IV 1.6 (105 PS / 77 kW, 1.598 ccm, 1998–2004)". */
export interface ModelOptionFormat {
  locale: string;
  engine: EngineTemplates;
  /** With %name%, %engine% and %years%. */
  option: string;
  /** With %start% and %end%; since: with %start% (still built). */
  years: string;
  since: string;
}

export function modelOptionFormat(t: Translate | undefined, locale: string): ModelOptionFormat {
  return {
    locale,
    engine: engineTemplates(t),
    option: t ? t('fitment.modelOption', { name: '%name%', engine: '%engine%', years: '%years%' }) : '%name% (%engine%, %years%)',
    years: t ? t('home.vehicle.years', { start: '%start%', end: '%end%' }) : '%start%–%end%',
    since: t ? t('home.vehicle.since', { start: '%start%' }) : '%start%–',
  };
}

export interface ModelFacts extends EngineData {
  name: string;
  productionYearStart?: number | null;
  productionYearEnd?: number | null;
}

function yearsOf(format: ModelOptionFormat, start?: number | null, end?: number | null): string {
  if (!start) return '';
  return end ? format.years.replace('%start%', String(start)).replace('%end%', String(end)) : format.since.replace('%start%', String(start));
}

export function modelOptionLabel(format: ModelOptionFormat, model: ModelFacts): string {
  return format.option
    .replace('%name%', model.name)
    .replace('%engine%', engineText(format.locale, format.engine, model))
    .replace('%years%', yearsOf(format, model.productionYearStart, model.productionYearEnd));
}
