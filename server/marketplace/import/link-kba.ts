/**
 * Attaches the imported KBA pairs to catalogue models: a pair's trade names are matched against the
 * series of the manufacturers its KBA label stands for, and the pair goes to every model of the best
 * fitting series. KBA lists no power or years, so one pair often fits several models; the HSN/TSN
 * chooser lets the shopper pick. Runs after either the KBA or the vehicle import, whichever is later.
 */
import type { ImportChanges } from './summary';
import type { ImportRepository, RegisterRow } from './repository';
import { KBA_MANUFACTURERS, manufacturerKeys } from './manufacturers';
import { kbaSeriesName, seriesFit } from './series-names';
import { matchKey } from './text';

interface CatalogueSeries { id: number; name: string; manufacturer: string; modelIds: number[] }

export async function linkKbaPairs(repo: ImportRepository, changes: ImportChanges): Promise<Record<string, number>> {
  const seriesByMaker = await catalogueSeries(repo);
  const wanted = new Map<string, { hsn: string; tsn: string; modelId: number }>();
  let linkedPairs = 0;
  let severalModels = 0;
  for (const pair of await repo.register()) {
    const modelIds = modelsForPair(pair, seriesByMaker);
    if (modelIds.size > 0) linkedPairs++;
    if (modelIds.size > 1) severalModels++;
    for (const modelId of modelIds) wanted.set(`${pair.hsn}${pair.tsn}:${modelId}`, { hsn: pair.hsn, tsn: pair.tsn, modelId });
  }
  // Pairs the catalogue already had (e.g. from the demo seed) are not doubled.
  for (const own of await repo.ownLinks()) wanted.delete(`${own.hsn}${own.tsn}:${own.modelId}`);
  const gone: number[] = [];
  for (const link of await repo.importedLinks()) {
    const key = `${link.hsn}${link.tsn}:${link.modelId}`;
    if (wanted.has(key)) wanted.delete(key);
    else gone.push(link.kbaId);
  }
  await repo.deleteLinks(gone);
  changes.removed += gone.length;
  await repo.insertLinks([...wanted.values()]);
  changes.created += wanted.size;
  return { linkedPairs, pairsWithSeveralModels: severalModels };
}

async function catalogueSeries(repo: ImportRepository): Promise<Map<string, CatalogueSeries[]>> {
  const makerName = new Map<number, string>();
  for (const m of await repo.manufacturers()) makerName.set(m.id, m.name);
  const modelsBySeries = new Map<number, number[]>();
  for (const m of await repo.models()) {
    const list = modelsBySeries.get(m.seriesId) ?? [];
    list.push(m.id);
    modelsBySeries.set(m.seriesId, list);
  }
  const byMaker = new Map<string, CatalogueSeries[]>();
  for (const s of await repo.series()) {
    const maker = makerName.get(s.manufacturerId);
    if (!maker) continue;
    const list = byMaker.get(matchKey(maker)) ?? [];
    list.push({ id: s.id, name: s.name, manufacturer: maker, modelIds: modelsBySeries.get(s.id) ?? [] });
    byMaker.set(matchKey(maker), list);
  }
  return byMaker;
}

function modelsForPair(pair: RegisterRow, seriesByMaker: Map<string, CatalogueSeries[]>): Set<number> {
  const makers = KBA_MANUFACTURERS[pair.kbaManufacturer] ?? [];
  const names = pair.tradeName.split(/[;,]/).map((n) => n.trim()).filter((n) => n !== '' && n !== '-');
  const truncated = pair.tradeName.length >= 25;
  let best = 0;
  let fitting: CatalogueSeries[] = [];
  for (const maker of makers) {
    const series = manufacturerKeys(maker).flatMap((key) => seriesByMaker.get(key) ?? []);
    names.forEach((tradeName, i) => {
      const seriesName = kbaSeriesName(maker, tradeName);
      for (const s of series) {
        const fit = seriesFit(seriesName, s.name, truncated && i === names.length - 1);
        if (fit > best) {
          best = fit;
          fitting = [s];
        } else if (fit === best && fit > 0 && !fitting.includes(s)) fitting.push(s);
      }
    });
  }
  return new Set(fitting.flatMap((s) => s.modelIds));
}
