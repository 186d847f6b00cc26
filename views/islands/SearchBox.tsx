/** The SearchBox island: server markup from SearchBoxView, hydrated on interaction (focus, pointer or key on it; issue 8) by client/islands/SearchBox.tsx. */
import { island } from './island';
import { SearchBoxView, type SearchBoxProps } from './SearchBoxView';
import { islandTexts } from './texts';

export type * from './SearchBoxView';
export const SearchBox = island<SearchBoxProps, { texts: ReturnType<typeof islandTexts> }>(SearchBoxView, {
  name: 'SearchBox',
  when: 'interaction',
  extra: (shop) => ({ texts: islandTexts(shop, 'searchBox') }),
});
