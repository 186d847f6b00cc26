/** What each licence requires the shop to say when its data is shown, and which sources are present. */
import type { Db } from '../db/connection';
import { importRepository, type Source } from './repository';

export interface Attribution {
  source: Source;
  /** Name of the data set as the licensor names it. */
  title: string;
  /** The attribution text, to be shown as is. */
  notice: string;
  licence: string;
  licenceUrl: string;
  sourceUrl: string;
}

const SHOPIFY_MIT_NOTICE = `Copyright (c) Shopify

Permission is hereby granted, free of charge, to any person obtaining
a copy of this software and associated documentation files (the
"Software"), to deal in the Software without restriction, including
without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to
permit persons to whom the Software is furnished to do so, subject to
the following conditions:

The above copyright notice and this permission notice shall be
included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION
OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

export const ATTRIBUTIONS: readonly Attribution[] = [
  {
    source: 'kba',
    title: 'Kraftfahrt-Bundesamt, Statistik FZ 6 (Bestand an Kraftfahrzeugen und Kraftfahrzeuganhängern nach Herstellern und Typen)',
    // The licence asks for a note that the data was changed: columns dropped, rows filtered and matched.
    notice: '© Kraftfahrt-Bundesamt, Flensburg — FZ 6, Stand 01.01.2025; Datenlizenz Deutschland – Namensnennung – Version 2.0. '
      + 'Die Daten wurden verändert: nur HSN, TSN, Hersteller und Handelsname; Anhänger, Zugmaschinen und Krafträder entfernt; Typen Fahrzeugmodellen zugeordnet.',
    licence: 'Datenlizenz Deutschland – Namensnennung – Version 2.0',
    licenceUrl: 'https://www.govdata.de/dl-de/by-2-0',
    sourceUrl: 'https://www.kba.de/DE/Statistik/Produktkatalog/produkte/Fahrzeuge/fz6',
  },
  {
    source: 'ademe',
    title: 'ADEME – Car Labelling',
    notice: 'Source : ADEME – Car Labelling (data.ademe.fr), Licence Ouverte v2.0, téléchargé en 2023. '
      + 'Données modifiées : variantes regroupées en modèles, puissance en ch calculée à partir des kW.',
    licence: 'Licence Ouverte / Open Licence v2.0 (Etalab)',
    licenceUrl: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
    sourceUrl: 'https://data.ademe.fr/datasets/ademe-car-labelling',
  },
  {
    source: 'types',
    title: 'Spareo vehicle base (model generations and vehicle types)',
    // Our own compilation of published facts: production years, engine figures and factory sizes.
    notice: 'Compiled by Spareo from the manufacturers\' published type data and public encyclopaedia articles; '
      + 'released under CC0 1.0. Years, engines and sizes as the manufacturers state them.',
    licence: 'CC0 1.0 Universal',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    sourceUrl: 'reference-data/vehicle-base/SOURCE.md',
  },
  {
    source: 'taxonomy',
    title: 'Shopify Standard Product Taxonomy (Vehicles & Parts)',
    notice: SHOPIFY_MIT_NOTICE,
    licence: 'MIT',
    licenceUrl: 'https://github.com/Shopify/product-taxonomy/blob/main/LICENSE',
    sourceUrl: 'https://github.com/Shopify/product-taxonomy',
  },
];

export interface ImportedSource extends Attribution {
  fileName: string;
  rowsImported: number;
  changedAt: string;
}

/** The sources whose data is in this catalogue, with their attribution, for the information page. */
export async function importedSources(db: Db): Promise<ImportedSource[]> {
  const present = new Map((await importRepository(db).sources()).map((s) => [s.source, s]));
  return ATTRIBUTIONS.flatMap((a) => {
    const s = present.get(a.source);
    return s && s.rowsImported > 0 ? [{ ...a, fileName: s.fileName, rowsImported: s.rowsImported, changedAt: s.changedAt }] : [];
  });
}
