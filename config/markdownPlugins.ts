import {join, relative} from 'node:path';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {DEFAULT_MAGIC_COMMENTS} from '../plugins/shared/themeCodeBlockUtils';
import remarkHighlightCode from '../plugins/highlight-code/remark';
import remarkMermaidSvg from '../plugins/mermaid-svg/remark';
import remarkParamTables from '../plugins/param-tables/remark';
import {pinInstallCommands} from '../plugins/pin-install/pin';
import remarkPinInstall from '../plugins/pin-install/remark';
import {referenceTagsToMarkdown} from '../plugins/reference-data/markdown';
import remarkReferenceData from '../plugins/reference-data/remark';
import remarkHomeNumbers from '../src/components/Home/Numbers/remark';
import {verificationLine} from '../plugins/verified-examples/line';
import remarkVerifiedExamples, {isVerifiedSource} from '../plugins/verified-examples/remark';
import {djangoCfgVersion} from '../src/data/release';
import verification from '../src/data/verification.json';
import {sectionMarkdown, sectionProps} from '../src/components/ReleaseChanges/data';
import remarkReleaseChanges, {releaseChanges, releaseChangesTwin} from '../src/components/ReleaseChanges/remark';
import {env} from './env';

/** Fence languages prism-react-renderer does not bundle; `docker` also covers `dockerfile`. */
const additionalLanguages = ['bash', 'docker', 'ini', 'nginx'];

/**
 * themeConfig.mermaid: only the client-side fallback reads it, when the build had no Chromium (it
 * ships in every page's config, so it stays small). Build-time diagrams use plugins/mermaid-svg/palette.ts.
 */
export const mermaid = {
  theme: {light: 'neutral', dark: 'dark'},
  options: {themeCSS: '.edgeLabel p, .edgeLabel span { color: #e5e7eb; }'},
};

/**
 * themeConfig.prism. Code is highlighted at build time (plugins/highlight-code), so the browser
 * never reads this, yet Docusaurus serialises it into every page's bundle: an empty theme keeps
 * the default one (about 2 KB) out.
 */
export const prism = {
  theme: {plain: {}, styles: []},
  additionalLanguages: [],
  // Docusaurus's default, spelled out because the build-time highlighter reads it too.
  magicComments: [...DEFAULT_MAGIC_COMMENTS],
} satisfies ThemeConfig['prism'];

/**
 * Remark plugins for every content plugin (docs sections, blog, pages). Diagrams go first, before
 * the theme turns ```mermaid fences into client-side components; install commands are pinned to
 * the documented release before code highlighting, which goes last.
 */
export const markdownPlugins = {
  beforeDefaultRemarkPlugins: [
    [remarkMermaidSvg, {cacheDir: join(__dirname, '../node_modules/.cache/mermaid-svg')}],
    [remarkPinInstall, {version: djangoCfgVersion}],
    remarkReferenceData,
    remarkReleaseChanges,
    remarkHomeNumbers,
    [remarkVerifiedExamples, {siteDir: join(__dirname, '..')}],
  ],
  remarkPlugins: [remarkParamTables, [remarkHighlightCode, {additionalLanguages, magicComments: prism.magicComments}]],
} satisfies {beforeDefaultRemarkPlugins: unknown[]; remarkPlugins: unknown[]};

/**
 * What the remark plugins above do to a page, for its Markdown twin (plugins/ai-docs), which is made
 * from the source: install commands are pinned, `{djangoCfgVersion}` (MDX pages import it from
 * src/data/release.ts) becomes the version, the configuration-reference components and
 * `<ReleaseChanges section="…" />` become the tables they render, and a docs page or post ends with
 * its verification line.
 */
export function markdownTwinRewrite(markdown: string, source: string): string {
  const withTables = referenceTagsToMarkdown(
    releaseChangesTwin(markdown, (section) => sectionMarkdown(sectionProps(releaseChanges, section), env.siteUrl)),
  );
  const pinned = pinInstallCommands(withTables, djangoCfgVersion).replaceAll('{djangoCfgVersion}', djangoCfgVersion);
  const path = relative(join(__dirname, '..'), source).split('\\').join('/');
  return isVerifiedSource(path) ? `${pinned.trimEnd()}\n\n_${verificationLine(path)}_\n` : pinned;
}

/**
 * A page's note in llms.txt: which release its examples ran on, in a few words, from the same data
 * as its verification line (src/data/verification.json). Pages without Python examples get none.
 */
export function llmsPageNote(source: string): string | undefined {
  const path = relative(join(__dirname, '..'), source).split('\\').join('/');
  const page = (verification.pages as Record<string, {python: number; executed: number}>)[path];
  if (!page || page.python === 0) return undefined;
  return `(Examples: ${page.executed} of ${page.python} run on django-cfg ${verification.release.django_cfg}.)`;
}
