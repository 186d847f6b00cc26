/** Answer bodies of the article endpoints. */
import type { Product, ProductPhoto } from '../catalogue/types';
import type { Manufacturer, Model, Series } from '../vehicles/types';

export interface ArticleDocument { docNo: string; docType: string; langNo: number; title: string; url: string; /** The file's size in bytes. */ bytes: number }
export interface ArticleDetail extends Product {
  criteria: { key: string; value: string; unit?: string }[];
  /** The article's EAN/GTIN, when the catalogue knows one. */
  ean: string | null;
  /** De-duplicated by document number, and language-neutral ones also by type. */
  documents: ArticleDocument[];
  /** Every photo, the catalogue's own first, then the shops' (empty: the card's icon stands in). */
  photos: ProductPhoto[];
  /** Whether the article fits the modelId given in the query (null without a modelId). */
  fitsModel: boolean | null;
}
export interface FittingVehicle { manufacturer: Manufacturer; series: Series; model: Omit<Model, 'kbas'> }
export interface ArticleVehicles { articleId: number; vehicles: FittingVehicle[]; vehicleCount: number; fitsModel: boolean | null }
export interface OriginalPart { manufacturer: { id: number; name: string }; oeNumber: string; normNumber: string }
export interface ArticleOriginalParts { articleId: number; originalParts: OriginalPart[] }
