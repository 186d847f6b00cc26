/**
 * The vehicles a data sheet names for an article: grouped by model (make, model and its years),
 * each with how many vehicle types it covers and the first of them, so an article that fits
 * hundreds of types stays a page a fitter can read. The rest is counted, never cut silently.
 */
import type { Db } from '../db/connection';

/** Models listed in full; beyond them the sheet says how many more there are. */
export const SHEET_MODELS = 12;
/** Types named under one model; beyond them, how many more. */
export const SHEET_TYPES_PER_MODEL = 6;
/** Vehicle types read for one article: the most any article fits, by far. */
const READ_AT_MOST = 5000;

export interface FittedModel {
  /** "VW Golf (2012–2020)". */
  model: string;
  types: number;
  /** The first few types by name and power, written in the sheet's language by fitmentLines. */
  names: FittedType[];
}

export interface FittedType {
  name: string;
  kw: number;
  /** kw is an electric motor's 30-minute power, and the sheet says so: a bare figure reads as the peak. */
  kwThirtyMinutes: boolean;
}

export interface FitmentList {
  models: FittedModel[];
  /** Models fitted beyond those listed, and their types. */
  moreModels: number;
  moreTypes: number;
  totalTypes: number;
}

const years = (start: number, end: number | null) => `${start}–${end ?? ''}`;

export async function fitmentLists(db: Db, articleIds: number[]): Promise<Map<number, FitmentList>> {
  const lists = new Map<number, FitmentList>();
  for (const articleId of articleIds) {
    const rows = await db.selectFrom('fitment as f')
      .innerJoin('models as m', 'm.id', 'f.model_id')
      .innerJoin('series as s', 's.id', 'm.series_id')
      .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
      .select(['mf.name as make', 's.id as seriesId', 's.name as series', 's.production_year_start as start', 's.production_year_end as end', 'm.name', 'm.kw', 'm.kw_thirty_minutes as kwThirtyMinutes'])
      .where('f.article_id', '=', articleId)
      .orderBy('mf.name').orderBy('s.name').orderBy('s.production_year_start').orderBy('m.name').orderBy('m.kw').orderBy('m.id')
      .limit(READ_AT_MOST).execute();
    const bySeries = new Map<number, FittedModel>();
    for (const row of rows) {
      let model = bySeries.get(row.seriesId);
      if (!model) {
        model = { model: `${row.make} ${row.series} (${years(Number(row.start), row.end === null ? null : Number(row.end))})`, types: 0, names: [] };
        bySeries.set(row.seriesId, model);
      }
      model.types++;
      const type = { name: row.name, kw: row.kw, kwThirtyMinutes: Boolean(row.kwThirtyMinutes) };
      const same = (one: FittedType) => one.name === type.name && one.kw === type.kw && one.kwThirtyMinutes === type.kwThirtyMinutes;
      if (model.names.length < SHEET_TYPES_PER_MODEL && !model.names.some(same)) model.names.push(type);
    }
    const all = [...bySeries.values()];
    const shown = all.slice(0, SHEET_MODELS);
    const rest = all.slice(SHEET_MODELS);
    lists.set(articleId, { models: shown, moreModels: rest.length, moreTypes: rest.reduce((sum, model) => sum + model.types, 0), totalTypes: rows.length });
  }
  return lists;
}

interface FitmentWords { heading: string; thirtyMinutes: string; types: (n: number) => string; more: (types: number) => string; moreModels: (models: number, types: number) => string }

/** The list's words per document language (1 de, 6 fr, 7 it, 8 es, 9 nl; others English). */
const WORDS: Record<number, FitmentWords> = {
  1: { heading: 'Passend für', thirtyMinutes: '30-Minuten-Leistung', types: (n) => `${n} ${n === 1 ? 'Fahrzeugtyp' : 'Fahrzeugtypen'}`, more: (n) => `und ${n} weitere`, moreModels: (m, t) => `… und ${m} weitere Modelle mit ${t} Fahrzeugtypen` },
  6: { heading: 'Convient pour', thirtyMinutes: 'puissance sur 30 minutes', types: (n) => `${n} ${n === 1 ? 'type de véhicule' : 'types de véhicule'}`, more: (n) => `et ${n} autres`, moreModels: (m, t) => `… et ${m} autres modèles, ${t} types de véhicule` },
  7: { heading: 'Adatto a', thirtyMinutes: 'potenza su 30 minuti', types: (n) => `${n} ${n === 1 ? 'tipo di veicolo' : 'tipi di veicolo'}`, more: (n) => `e altri ${n}`, moreModels: (m, t) => `… e altri ${m} modelli con ${t} tipi di veicolo` },
  8: { heading: 'Compatible con', thirtyMinutes: 'potencia de 30 minutos', types: (n) => `${n} ${n === 1 ? 'tipo de vehículo' : 'tipos de vehículo'}`, more: (n) => `y ${n} más`, moreModels: (m, t) => `… y ${m} modelos más con ${t} tipos de vehículo` },
  9: { heading: 'Geschikt voor', thirtyMinutes: '30-minutenvermogen', types: (n) => `${n} ${n === 1 ? 'voertuigtype' : 'voertuigtypen'}`, more: (n) => `en ${n} meer`, moreModels: (m, t) => `… en ${m} andere modellen met ${t} voertuigtypen` },
  4: { heading: 'Fits', thirtyMinutes: '30-minute power', types: (n) => `${n} vehicle ${n === 1 ? 'type' : 'types'}`, more: (n) => `and ${n} more`, moreModels: (m, t) => `… and ${m} more models with ${t} vehicle types` },
};

/** The list as the sheet's lines: a heading, one line per model, then its types; the count of the rest. None for an article bound to no vehicle. */
export function fitmentLines(list: FitmentList | undefined, langNo: number): { heading: string; lines: { text: string; indent: number; strong?: boolean }[] } | undefined {
  const words = WORDS[langNo] ?? WORDS[4]!;
  if (!list || list.totalTypes === 0) return undefined;
  const lines: { text: string; indent: number; strong?: boolean }[] = [];
  for (const model of list.models) {
    // French sets a no-break space before the colon.
    lines.push({ text: `${model.model}${langNo === 6 ? '\u00a0:' : ':'} ${words.types(model.types)}`, indent: 0, strong: true });
    const hidden = model.types - model.names.length;
    const names = model.names.map((type) => `${type.name} ${type.kw} kW${type.kwThirtyMinutes ? ` (${words.thirtyMinutes})` : ''}`);
    lines.push({ text: `${names.join(', ')}${hidden > 0 ? `, ${words.more(hidden)}` : ''}`, indent: 1 });
  }
  if (list.moreModels > 0) lines.push({ text: words.moreModels(list.moreModels, list.moreTypes), indent: 0 });
  return { heading: `${words.heading} ${words.types(list.totalTypes)}`, lines };
}
