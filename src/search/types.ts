// The subset of Algolia's search wire types that DocSearch and our /search page exchange with a
// search client. Both the local engine and the Algolia client answer in this shape.

export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly facetFilters?: FacetFilters;
  /** Boosts, not filters: records that match rank higher, the others still appear (Algolia's name). */
  readonly optionalFilters?: FacetFilters;
  readonly facets?: string | readonly string[];
  readonly attributesToSnippet?: readonly string[];
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
}

export type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Levels, string | null>;

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Levels | 'content';
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {hierarchy: Partial<Record<Levels, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<Levels, SnippetResult>>; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  /** False while the local index has titles and headings only: nbHits may grow once the body is in. */
  exhaustiveNbHits: boolean;
  facets?: Record<string, Record<string, number>>;
}

/** What DocSearch's modal and our /search page call; structurally an Algolia lite client. */
export interface SearchClientLike {
  search(request: {requests: readonly SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}
