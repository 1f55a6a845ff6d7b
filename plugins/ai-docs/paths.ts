// URLs of the files the ai-docs plugin writes for a page, shared by the build plugin (writer) and
// the browser (reader). Kept dependency-free so both sides import it.

/** The Markdown twin of a page: `/getting-started/intro` → `/getting-started/intro.md`. */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}

/** The social card of a page: `/getting-started/intro` → `/img/cards/getting-started/intro.png`. */
export function cardPath(permalink: string, baseUrl: string): string {
  const route = permalink.slice(baseUrl.length).replace(/\/+$/, '') || 'index';
  return `${baseUrl}img/cards/${route}.png`;
}
