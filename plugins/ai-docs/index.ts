import {readFile, mkdir, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  llmsFullTxt,
  llmsTxt,
  sectionTextPath,
  twinDocument,
  type ConvertedPage,
  type Page,
  type PageGroup,
  type Site,
} from './documents';
import {advanceWidths} from './fontMetrics';
import {mdxToMarkdown} from './mdxToMarkdown';
import {cardPath, twinPath} from './paths';
import {inReadingOrder} from './readingOrder';
import {renderCards} from './renderCards';
import {cardSvg} from './socialCard';

const LOGO = 'static/img/logo.svg';
/** Card fonts: bold for the label, title and brand (and for measuring them), regular for the domain. */
const BOLD_FONT = 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
const REGULAR_FONT = 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

export interface AiDocsOptions {
  /**
   * The docs sections in reading order: docs plugin id, the label llms.txt and cards show, and what
   * the section is for (one line, under its llms.txt heading).
   */
  readonly sections: readonly {readonly id: string; readonly label: string; readonly summary?: string}[];
  /** Applied to each page's Markdown: what the site's remark plugins change in the HTML page. */
  readonly rewriteMarkdown?: (markdown: string, source: string) => string;
  /** A short note llms.txt adds to a page's entry, from its absolute source path (or undefined). */
  readonly pageNote?: (source: string) => string | undefined;
  /** Extra paragraphs for the top of llms.txt. */
  readonly llmsDetails?: readonly string[];
}

interface DocsSectionPages extends PageGroup {
  /** Pages that get a generated social card: those without their own front matter `image`. */
  readonly carded: readonly Page[];
}

interface Collected {
  readonly sections: readonly DocsSectionPages[];
  readonly blog: readonly Page[];
}

function isDocsContent(value: unknown): value is DocsContent {
  return typeof value === 'object' && value !== null && 'loadedVersions' in value;
}

function isBlogContent(value: unknown): value is BlogContent {
  return typeof value === 'object' && value !== null && 'blogPosts' in value;
}

function collect(allContent: AllContent, siteDir: string, options: AiDocsOptions): Collected {
  const fromSite = (aliased: string) => join(siteDir, aliased.replace(/^@site\//, ''));
  const noted = (page: Page): Page => {
    const note = options.pageNote?.(page.source);
    return note ? {...page, note} : page;
  };
  const toPage = (doc: DocMetadata): Page =>
    noted({
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      source: fromSite(doc.source),
      unlisted: doc.unlisted,
    });
  const sections = options.sections.map((section) => {
    const content = allContent['docusaurus-plugin-content-docs']?.[section.id];
    const version = isDocsContent(content) ? content.loadedVersions.find((v) => v.isLast) : undefined;
    if (!version) throw new Error(`ai-docs: no docs loaded for section ${section.id}`);
    const docs = inReadingOrder(version.docs, version.sidebars);
    return {
      id: section.id,
      label: section.label,
      summary: section.summary,
      pages: docs.map(toPage),
      carded: docs.filter((d) => !d.frontMatter.image).map(toPage),
    };
  });
  const blogContent = allContent['docusaurus-plugin-content-blog']?.default;
  const blog = (isBlogContent(blogContent) ? blogContent.blogPosts : []).map(({metadata}) =>
    noted({
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      source: fromSite(metadata.source),
      unlisted: metadata.unlisted,
    }),
  );
  return {sections, blog};
}

/** Resolves links to .md/.mdx files (relative to the linking file, or site-absolute) to routes. */
function sourceResolver(pages: readonly Page[], siteDir: string): (from: string, path: string) => string | undefined {
  const routes = new Map(pages.map((p) => [p.source, p.permalink]));
  return (from, path) =>
    routes.get(path.startsWith('/') ? join(siteDir, path) : resolve(dirname(from), decodeURI(path)));
}

/**
 * AI-ready output, written after every production build: a Markdown twin of each docs page and
 * blog post at <route>.md, /llms.txt and /llms-full.txt (llmstxt.org) with one /llms/<section>.txt
 * per docs section, and a social card PNG per
 * docs page and blog post at /img/cards/<route>.png (the DocItem/Content wrap points a doc's
 * og:image at it; a post names its card in front matter).
 */
export default function aiDocsPlugin(context: LoadContext, options: AiDocsOptions): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  let collected: Collected | undefined;

  const writeTexts = async (outDir: string, {sections, blog}: Collected) => {
    const site: Site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url, baseUrl};
    const docs = sections.flatMap((s) => s.pages);
    const resolveFrom = sourceResolver([...docs, ...blog], siteDir);
    const convert = async (page: Page): Promise<ConvertedPage> => {
      const source = await readFile(page.source, 'utf8');
      const resolveSource = (path: string) => resolveFrom(page.source, path);
      const converted = mdxToMarkdown(source, {siteUrl: siteConfig.url, permalink: page.permalink, resolveSource});
      const markdown = options.rewriteMarkdown ? options.rewriteMarkdown(converted, page.source) : converted;
      const result = {page, markdown};
      const file = join(outDir, twinPath(page.permalink).slice(baseUrl.length));
      await mkdir(dirname(file), {recursive: true});
      await writeFile(file, twinDocument(result));
      return result;
    };
    const [convertedDocs] = await Promise.all([Promise.all(docs.map(convert)), Promise.all(blog.map(convert))]);
    await writeFile(join(outDir, 'llms.txt'), llmsTxt(site, sections, blog, options.llmsDetails));
    await writeFile(join(outDir, 'llms-full.txt'), llmsFullTxt(site, convertedDocs));
    await mkdir(join(outDir, 'llms'), {recursive: true});
    await Promise.all(
      sections.map((section) => {
        const inSection = new Set(section.pages);
        const file = join(outDir, sectionTextPath(site, section.id ?? '').slice(baseUrl.length));
        return writeFile(
          file,
          llmsFullTxt(
            site,
            convertedDocs.filter((c) => inSection.has(c.page)),
            section,
          ),
        );
      }),
    );
  };

  const writeCards = async (outDir: string, {sections, blog}: Collected) => {
    const resolvePackage = createRequire(join(siteDir, 'package.json')).resolve;
    const bold = resolvePackage(BOLD_FONT);
    const measure = advanceWidths(await readFile(bold));
    const logo = `data:image/svg+xml;base64,${(await readFile(join(siteDir, LOGO))).toString('base64')}`;
    const brand = {brand: siteConfig.title, domain: new URL(siteConfig.url).host, logo};
    // Blog posts get cards too; each post points its front matter `image` at its card.
    const groups = [...sections, {label: 'Blog', carded: blog}];
    const jobs = groups.flatMap(({label, carded}) =>
      carded.map((page) => ({
        svg: cardSvg({...brand, title: page.title, label}, measure),
        file: join(outDir, cardPath(page.permalink, baseUrl).slice(baseUrl.length)),
      })),
    );
    await renderCards(jobs, [bold, resolvePackage(REGULAR_FONT)], join(siteDir, 'node_modules/.cache/ai-docs-cards'));
  };

  return {
    name: 'ai-docs',
    allContentLoaded({allContent}) {
      collected = collect(allContent, siteDir, options);
    },
    async postBuild({outDir}) {
      if (!collected) throw new Error('ai-docs: docs metadata was not loaded');
      await Promise.all([writeTexts(outDir, collected), writeCards(outDir, collected)]);
    },
  };
}
