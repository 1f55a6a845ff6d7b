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
  /** A short fact llms.txt adds after the description (which release the page's examples run on). */
  readonly note?: string;
}

export interface PageGroup {
  readonly label: string;
  readonly pages: readonly Page[];
  /** A docs section's id (its route and its /llms/<id>.txt file) and what it is for, in one line. */
  readonly id?: string;
  readonly summary?: string;
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
  return groups.map((g) => ({...g, pages: g.pages.filter((p) => !p.unlisted)})).filter((g) => g.pages.length > 0);
}

/** Where a section's full text is: /llms/<section id>.txt. */
export function sectionTextPath(site: Site, id: string): string {
  return `${site.baseUrl}llms/${id}.txt`;
}

function header(site: Site, details: string): string {
  return `# ${site.title}\n\n> ${oneLine(site.tagline)}\n\n${details}\n`;
}

/**
 * /llms.txt: the site summary and how to read the site, then one H2 per docs section in reading
 * order: what the section is for, where its full text is, and its pages' twins with their
 * descriptions and notes. `optional` (the blog) goes under "Optional", which llmstxt.org marks as
 * skippable. `details` are extra paragraphs for the summary (where the docs MCP server is).
 */
export function llmsTxt(
  site: Site,
  sections: readonly PageGroup[],
  optional: readonly Page[],
  details: readonly string[] = [],
): string {
  const link = (page: Page) => {
    const text = [oneLine(page.description), page.note ? oneLine(page.note) : ''].filter(Boolean).join(' ');
    return `- [${page.title}](${site.url}${twinPath(page.permalink)})${text ? `: ${text}` : ''}`;
  };
  const groups = [...listed(sections), ...listed([{label: 'Optional', pages: optional}])];
  const intro = [
    `Every page below is linked as Markdown (its URL plus \`.md\`). Each docs section's full text is one file, ` +
      `/llms/<section>.txt, linked under its heading; ` +
      `[llms-full.txt](${site.url}${site.baseUrl}llms-full.txt) holds all documentation pages in reading order.`,
    ...details,
  ].join('\n\n');
  const body = groups.map((g) => {
    const about = [
      g.summary ? oneLine(g.summary) : '',
      g.id ? `Full text: [llms/${g.id}.txt](${site.url}${sectionTextPath(site, g.id)}).` : '',
    ].filter(Boolean);
    return `## ${g.label}\n\n${about.length > 0 ? `${about.join(' ')}\n\n` : ''}${g.pages.map(link).join('\n')}\n`;
  });
  return [header(site, intro), ...body].join('\n');
}

/**
 * /llms-full.txt (no `section`), or /llms/<section>.txt: every listed page's Markdown in reading
 * order, each headed by its URL.
 */
export function llmsFullTxt(site: Site, pages: readonly ConvertedPage[], section?: PageGroup): string {
  const details = section
    ? `The full text of the ${section.label} section of the ${site.title} documentation in reading order, one page per part.${section.summary ? ` ${oneLine(section.summary)}` : ''}`
    : `The full text of the ${site.title} documentation in reading order, one page per part.`;
  const parts = pages
    .filter((c) => !c.page.unlisted)
    .map((c) => {
      const markdown = withTitle(c);
      const title = markdown.indexOf('\n');
      return `${markdown.slice(0, title)}\n\nSource: ${site.url}${c.page.permalink}${markdown.slice(title)}`;
    });
  return [header(site, details), ...parts].join('\n---\n\n');
}
