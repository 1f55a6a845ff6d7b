// Remark plugin: hands each <ReleaseChanges section="…" /> of the "What changed since 1.5.108" guide
// its section of src/data/release/changes.json as props at build time, like plugins/reference-data
// does for the configuration reference. The page's chunk then holds only the lists it shows, and no
// other page imports the data.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {expressionAttribute, type MdastNode} from '../../../plugins/shared/mdast';
import changes from '../../data/release/changes.json';
import {sectionProps, withRecipes} from './data';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

const DOCS = join(__dirname, '../../../docs');

/** Whether the docs have a page at a route such as /guides/upgrading-to-2x/payments. */
function docExists(route: string): boolean {
  const base = join(DOCS, route);
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((suffix) => existsSync(base + suffix));
}

/**
 * The guide's data, with a recipe link only where the recipe page exists: the recipes are written
 * separately, and a link to a page that is not there would fail the build.
 */
export const releaseChanges = withRecipes(changes, docExists);

/** The section a <ReleaseChanges> node names (a string literal attribute). */
export function sectionOf(node: MdastNode): string {
  const attribute = (node.attributes as JsxAttribute[]).find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === 'section',
  );
  if (typeof attribute?.value !== 'string') throw new Error('<ReleaseChanges> needs section="…", a string literal');
  return attribute.value;
}

export default function remarkReleaseChanges() {
  const visit = (node: MdastNode): void => {
    if (node.type.startsWith('mdxJsx') && node.name === 'ReleaseChanges') {
      const props = sectionProps(releaseChanges, sectionOf(node));
      const attributes = node.attributes as JsxAttribute[];
      for (const [name, value] of Object.entries(props)) attributes.push(expressionAttribute(name, value));
    }
    node.children?.forEach(visit);
  };
  return visit;
}

/**
 * For the page's Markdown twin (made from the MDX source): each `<ReleaseChanges section="…" />`
 * line becomes the section's lists as Markdown tables.
 */
export function releaseChangesTwin(markdown: string, sectionMarkdown: (section: string) => string): string {
  return markdown.replace(/^[ \t]*<ReleaseChanges\s+section="([\w-]+)"\s*\/>[ \t]*$/gm, (_, section: string) =>
    sectionMarkdown(section),
  );
}
