/** The SearchBox island: server markup from SearchBoxView, hydrated by client/islands/SearchBox.tsx. */
import { island } from './island';
import { SearchBoxView, type SearchBoxProps } from './SearchBoxView';

export type * from './SearchBoxView';
export const SearchBox = island<SearchBoxProps>(SearchBoxView, { name: 'SearchBox', when: 'load' });
