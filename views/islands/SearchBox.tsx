/** The SearchBox island: server markup from SearchBoxView, hydrated on interaction (focus, pointer or key on it) by client/islands/SearchBox.tsx. */
import { island } from './island';
import { SearchBoxView, type SearchBoxProps } from './SearchBoxView';
import { catalogueLinksOf } from '../catalogue-links';
import { islandTexts } from './texts';

export type * from './SearchBoxView';
export const SearchBox = island<SearchBoxProps, { texts: ReturnType<typeof islandTexts>; links: ReturnType<typeof catalogueLinksOf> }>(SearchBoxView, {
  name: 'SearchBox',
  when: 'interaction',
  extra: (shop) => ({ texts: islandTexts(shop, 'searchBox'), links: catalogueLinksOf(shop) }),
});
