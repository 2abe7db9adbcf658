/** A search-as-you-type query of one text: its cache key and the server call (the desk's SearchBox runs it). */
export interface SearchQuery<Item> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<Item[]>;
  staleTime?: number;
}
