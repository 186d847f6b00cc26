/** Finds or creates the manufacturers and series imported models belong to, reusing catalogue rows. */
import type { ImportChanges } from './summary';
import type { ImportRepository, Source } from './repository';
import { manufacturerKeys } from './manufacturers';
import { matchKey, seoName, slug } from './text';

export async function vehicleCatalogue(repo: ImportRepository, source: Source, changes: ImportChanges) {
  const manufacturersByKey = new Map<string, number>();
  for (const m of await repo.manufacturers()) manufacturersByKey.set(matchKey(m.name), m.id);
  const seriesByKey = new Map<string, number>();
  for (const s of await repo.series()) seriesByKey.set(`${s.manufacturerId}|${matchKey(s.name)}`, s.id);
  const places = new Map<number, number>();

  return {
    /** The catalogue's row for this make, matched by the shop name or any alias; created when missing. */
    async manufacturer(name: string, popularity: number): Promise<number> {
      const known = await repo.findKey(source, 'manufacturer', name);
      if (known !== undefined) return known;
      let id = manufacturerKeys(name).map((key) => manufacturersByKey.get(key)).find((found) => found !== undefined);
      if (id === undefined) {
        let candidate = slug(name);
        for (let n = 2; await repo.manufacturerSlugTaken(candidate); n++) candidate = `${slug(name)}-${n}`;
        id = await repo.insertManufacturer(name, candidate, seoName(name), popularity);
        manufacturersByKey.set(matchKey(name), id);
        changes.created++;
      }
      await repo.saveKey(source, 'manufacturer', name, id);
      return id;
    },

    /** The series of that make with the same name, or a new one on its family's page (the family's own where it has none yet). */
    async series(manufacturerId: number, manufacturerName: string, name: string, yearStart: number, popularity: number, yearEnd: number | null = null, family = name, slugName = name): Promise<{ seriesId: number; pageId: number }> {
      const key = `${manufacturerName}|${name}`;
      let seriesId = (await repo.findKey(source, 'series', key)) ?? seriesByKey.get(`${manufacturerId}|${matchKey(name)}`);
      if (seriesId === undefined) {
        const made = await repo.insertSeries(manufacturerId, name, slug(`${manufacturerName} ${slugName}`), seoName(`${manufacturerName} ${family}`), yearStart, popularity, yearEnd, family);
        seriesId = made.seriesId;
        seriesByKey.set(`${manufacturerId}|${matchKey(name)}`, seriesId);
        places.set(seriesId, made.pageId);
        changes.created++;
        await repo.saveKey(source, 'series', key, seriesId);
        // Only series this importer made are its to re-rank.
        await repo.saveKey(source, 'own-series', key, seriesId);
      } else {
        await repo.saveKey(source, 'series', key, seriesId);
        // A series this importer made takes the years it reads today: a re-run redates a generation the table now knows.
        if ((await repo.findKey(source, 'own-series', key)) !== undefined) {
          changes.updated += await repo.updateSeriesPopularity(seriesId, popularity);
          changes.updated += await repo.updateSeriesYears(seriesId, yearStart, yearEnd);
        }
      }
      let pageId = places.get(seriesId);
      if (pageId === undefined) {
        pageId = (await repo.seriesPlace(seriesId))?.pageId ?? 0;
        places.set(seriesId, pageId);
      }
      return { seriesId, pageId };
    },
  };
}
