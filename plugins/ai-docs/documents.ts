// The text files an AI tool reads: a page's Markdown twin, /llms.txt (llmstxt.org) and
// /llms-full.txt. Pure functions of the pages' metadata and converted Markdown.
import {twinPath} from './paths';

export interface Page {
  readonly title: string;
  /** One-line summary (front matter `description`). */
  readonly description: string;
  readonly permalink: string;
  /** Absolute path of the MDX source file. */
  readonly source: string;
  /** Unlisted pages get a twin but are left out of the llms files, as they are out of the sitemap. */
  readonly unlisted: boolean;
}

export interface PageGroup {
  readonly label: string;
  readonly pages: readonly Page[];
}

export interface Site {
  readonly title: string;
  readonly tagline: string;
  /** Origin, no trailing slash: https://djangocfg.com. */
  readonly url: string;
  /** Base URL of the site, e.g. /; page permalinks already start with it. */
  readonly baseUrl: string;
}

/** A page with its body converted to Markdown. */
export interface ConvertedPage {
  readonly page: Page;
  readonly markdown: string;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** YAML scalar: plain when that is unambiguous, else double-quoted (JSON strings are valid YAML). */
function yamlString(value: string): string {
  const plain =
    /^[^\s\-?:,[\]{}#&*!|>'"%@`][^\n]*$/.test(value) &&
    !/: | #|[:\s]$/.test(value) &&
    // Words and numbers YAML would read as another type.
    !/^(?:true|false|yes|no|on|off|null|~|[\d.+-][\d._:eE+-]*)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}

/** The page's body starts with its own h1, which Docusaurus then uses as the title. */
function hasTitleHeading(markdown: string): boolean {
  return /^# /.test(markdown.trimStart());
}

function withTitle({page, markdown}: ConvertedPage): string {
  return hasTitleHeading(markdown) ? markdown : `# ${page.title}\n\n${markdown}`;
}

/** The Markdown twin served at `<route>.md`. */
export function twinDocument(converted: ConvertedPage): string {
  const {title, description} = converted.page;
  const frontMatter = [
    `title: ${yamlString(title)}`,
    ...(description ? [`description: ${yamlString(oneLine(description))}`] : []),
  ];
  return `---\n${frontMatter.join('\n')}\n---\n\n${withTitle(converted)}`;
}

function listed(groups: readonly PageGroup[]): PageGroup[] {
  return groups
    .map((g) => ({label: g.label, pages: g.pages.filter((p) => !p.unlisted)}))
    .filter((g) => g.pages.length > 0);
}

function header(site: Site, details: string): string {
  return `# ${site.title}\n\n> ${oneLine(site.tagline)}\n\n${details}\n`;
}

/**
 * /llms.txt: the site summary, then one H2 per docs section listing its pages' twins in reading
 * order. `optional` (the blog) goes under "Optional", which llmstxt.org marks as skippable.
 */
export function llmsTxt(site: Site, sections: readonly PageGroup[], optional: readonly Page[]): string {
  const link = (page: Page) => {
    const description = oneLine(page.description);
    return `- [${page.title}](${site.url}${twinPath(page.permalink)})${description ? `: ${description}` : ''}`;
  };
  const groups = [...listed(sections), ...listed([{label: 'Optional', pages: optional}])];
  const details =
    `Every page below is linked as Markdown (its URL plus \`.md\`). ` +
    `[llms-full.txt](${site.url}${site.baseUrl}llms-full.txt) holds the full text of all documentation pages in reading order.`;
  const body = groups.map((g) => `## ${g.label}\n\n${g.pages.map(link).join('\n')}\n`);
  return [header(site, details), ...body].join('\n');
}

/** /llms-full.txt: every listed docs page's Markdown in reading order, each headed by its URL. */
export function llmsFullTxt(site: Site, pages: readonly ConvertedPage[]): string {
  const details = `The full text of the ${site.title} documentation in reading order, one page per part.`;
  const parts = pages
    .filter((c) => !c.page.unlisted)
    .map((c) => {
      const markdown = withTitle(c);
      const title = markdown.indexOf('\n');
      return `${markdown.slice(0, title)}\n\nSource: ${site.url}${c.page.permalink}${markdown.slice(title)}`;
    });
  return [header(site, details), ...parts].join('\n---\n\n');
}
