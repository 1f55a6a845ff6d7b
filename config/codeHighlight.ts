import type {ThemeConfig} from '@docusaurus/preset-classic';
import remarkHighlightCode, {type HighlightCodeOptions} from '../plugins/highlight-code/remark';

/** Fence languages prism-react-renderer does not bundle; `docker` also covers `dockerfile`. */
const additionalLanguages = ['bash', 'docker', 'ini', 'nginx'];

/** The remarkPlugins entry every content plugin (docs sections, blog, pages) gets. */
export const highlightCode: [typeof remarkHighlightCode, HighlightCodeOptions] = [
  remarkHighlightCode,
  {additionalLanguages},
];

/**
 * themeConfig.prism. Code is highlighted at build time (plugins/highlight-code), so the browser
 * never reads this, yet Docusaurus serialises it into every page's bundle: an empty theme keeps
 * the default one (about 2 KB) out.
 */
export const prism = {theme: {plain: {}, styles: []}, additionalLanguages: []} satisfies ThemeConfig['prism'];
