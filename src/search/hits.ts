// Pure helpers for drawing search hits, shared by the modal (theme/SearchBar) and /search.
import {escapeHtml} from './local/text';
import type {SearchHit} from './types';

/**
 * The route a hit links to: its URL without the #anchor or ?query. This is what to preload on hover.
 * Route matching ignores neither, so `/page#section` matched only the docs section's layout route,
 * not the page itself, and hovering a section hit loaded the layout without the page's own chunks.
 */
export function hitRoute(url: string): string {
  return url.replace(/[?#][\s\S]*$/, '');
}

const TITLE_LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;

/**
 * A hit's title as HTML: the highlighted deepest heading, which the search client has escaped before
 * adding <mark>. A backend may omit the highlight of a level: the plain heading is then escaped here,
 * or a heading such as "Using `<Tabs>`" would be parsed as markup.
 */
export function hitTitle(hit: Pick<SearchHit, 'url' | 'hierarchy' | '_highlightResult'>): string {
  const level = TITLE_LEVELS.find((l) => hit.hierarchy[l]);
  const title = level && (hit._highlightResult.hierarchy[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? ''));
  return title || escapeHtml(hit.url);
}

/** How /search and the modal name a number of hits (sections, at most a few per page). */
export function resultCount(total: number): string {
  return total === 1 ? 'One result' : `${total} results`;
}

/** The modal's link to /search: the same count, or none while the answer is still on its way. */
export function seeAllLabel(total: number | undefined): string {
  if (total === undefined) return 'See all results';
  return total === 1 ? 'See the one result' : `See all ${resultCount(total)}`;
}
