/**
 * What an island file (views/islands/<Name>.tsx) declares beside its component, and what the
 * server markup and the browser share about it. Safe for the browser: no rendering of markers here
 * (that is views/render/).
 */
import type { HydrateWhen } from '../client/hydration';
import type { CatalogueLinks } from '../contract/catalogue-path';
import type { ShopContextValue } from './context';


/** The `hydration` export of an island file; its name must be the file's name (the build checks). */
export interface Hydration<Extra> {
  name: string;
  when: HydrateWhen;
  /** With when: 'remembered': the localStorage keys whose value the island fills in when it mounts. */
  remembered?: readonly string[];
  /**
   * The island answers its first use with plain-DOM code first (client/early/): its own files are
   * asked for once that code has answered, so they do not compete with the answer on a slow line.
   */
  early?: boolean;
  /**
   * Server-known props added to the caller's (texts, edition facts); serialized with them. Runs
   * only on the server, which hands in its helpers, so an island file imports none of them.
   */
  extra?: (shop: ShopContextValue | null, helpers: ExtraHelpers) => Extra;
}

/** What the server renderer (views/render/island.tsx) gives `extra`. */
export interface ExtraHelpers {
  /** The island's texts: islands.<key> of locales/resources/<lang>/islands.json. */
  texts(key: string): Texts;
  /** The page's base and the edition's path words, for links the island builds. */
  catalogueLinks: CatalogueLinks;
}

export type Texts = Record<string, string>;

export { IslandIdContext, type HydrateWhen } from '../client/hydration';
