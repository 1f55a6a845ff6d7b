// Remark plugin (a beforeDefaultRemarkPlugins entry, so it sees ```mermaid fences before the theme
// turns them into client-side <Mermaid> components): each fence becomes build-time SVG images,
// Markdown images that Docusaurus then bundles like any other (hashed file, width and height, lazy
// loading, precached by the service worker). design/diagrams.md explains the layout.
import {dirname, relative, sep} from 'node:path';
import {codeBlocks, type MdastNode} from '../shared/mdast';
import {mermaidConfig, palettes, type ColourMode} from './palette';
import {BrowserUnavailableError, MermaidRenderer, type RenderedDiagram} from './render';

export interface MermaidSvgOptions {
  /** Where rendered SVGs are cached between builds. */
  readonly cacheDir: string;
}

/** The smallest text a reader gets, in CSS px: below the site's breakpoint (phones) and above it. */
export const MIN_TEXT_PX = {narrow: 11, wide: 12} as const;

const COLOUR_MODES: readonly ColourMode[] = ['dark', 'light'];
const STYLESHEET = '@site/plugins/mermaid-svg/diagram.css';

/**
 * The diagram drawn top to bottom, for narrow screens: left-to-right flowcharts (and subgraphs) turn
 * vertical. Other diagrams come back unchanged.
 */
export function verticalSource(source: string): string {
  const turn = (direction: string) => (direction === 'RL' ? 'BT' : 'TB');
  return source
    .replace(/^(\s*(?:flowchart|graph)\s+)(LR|RL)\b/, (_, head: string, direction: string) => head + turn(direction))
    .replace(/^(\s*direction\s+)(LR|RL)\b/gm, (_, head: string, direction: string) => head + turn(direction));
}

/** The narrowest width (CSS px) at which the diagram's smallest text is still `textPx` tall. */
export function minDisplayWidth(diagram: RenderedDiagram, textPx: number): number {
  return Math.ceil((diagram.width * textPx) / diagram.minFontSize);
}

type Layout = 'any' | 'wide' | 'narrow';

function attribute(name: string, value: string): MdastNode {
  return {type: 'mdxJsxAttribute', name, value};
}

/** A JSX `style={{…}}` attribute of CSS custom properties. */
function styleAttribute(properties: Record<string, string>): MdastNode {
  const entries = Object.entries(properties);
  return {
    type: 'mdxJsxAttribute',
    name: 'style',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(properties),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: entries.map(([key, value]) => ({
                  type: 'Property',
                  kind: 'init',
                  method: false,
                  shorthand: false,
                  computed: false,
                  key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
                  value: {type: 'Literal', value, raw: JSON.stringify(value)},
                })),
              },
            },
          ],
        },
      },
    },
  };
}

/** `import '<STYLESHEET>';`, once per page with diagrams (all CSS ends up in the one site sheet). */
function stylesheetImport(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import '${STYLESHEET}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: STYLESHEET, raw: `'${STYLESHEET}'`},
          },
        ],
      },
    },
  };
}

/** One drawing: scrolls sideways where the column is narrower than its readable width; tap opens it alone. */
function view(diagram: RenderedDiagram, mode: ColourMode, layout: Layout, pagePath: string, alt: string): MdastNode {
  const url = (file: string) => relative(dirname(pagePath), file).split(sep).join('/');
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', 'mermaid-diagram__view'),
      attribute('data-colour-mode', mode),
      attribute('data-layout', layout),
      styleAttribute({
        '--diagram-width': `${diagram.width}px`,
        '--diagram-min-narrow': `${minDisplayWidth(diagram, MIN_TEXT_PX.narrow)}px`,
        '--diagram-min-wide': `${minDisplayWidth(diagram, MIN_TEXT_PX.wide)}px`,
      }),
    ],
    children: [
      {
        type: 'link',
        url: url(diagram.fullFile),
        title: 'Open the diagram at full size',
        children: [{type: 'image', url: url(diagram.file), alt}],
      },
    ],
  };
}

let warnedUnavailable = false;

export default function remarkMermaidSvg(options: MermaidSvgOptions) {
  const renderer = new MermaidRenderer(options.cacheDir);
  const draw = (source: string, mode: ColourMode, layout: 'wide' | 'narrow') =>
    renderer.render(source, {config: mermaidConfig(mode, layout), background: palettes[mode].background});

  return async (tree: MdastNode, file: {path: string}): Promise<void> => {
    let replaced = 0;
    for (const {siblings, index, node} of codeBlocks(tree, (code) => code.lang === 'mermaid')) {
      const vertical = verticalSource(node.value);
      const views: MdastNode[] = [];
      try {
        for (const mode of COLOUR_MODES) {
          const wide = await draw(node.value, mode, 'wide');
          const narrow = await draw(vertical, mode, 'narrow');
          // The narrow drawing only where it needs less sideways scrolling on a phone.
          const alt = wide.alt;
          if (minDisplayWidth(narrow, MIN_TEXT_PX.narrow) < minDisplayWidth(wide, MIN_TEXT_PX.narrow)) {
            views.push(view(wide, mode, 'wide', file.path, alt), view(narrow, mode, 'narrow', file.path, alt));
          } else {
            views.push(view(wide, mode, 'any', file.path, alt));
          }
        }
      } catch (error) {
        if (!(error instanceof BrowserUnavailableError)) throw error;
        if (!warnedUnavailable) {
          warnedUnavailable = true;
          console.warn(`[mermaid-svg] No Chromium (${error.message}); diagrams will render in the browser.`);
        }
        break;
      }
      siblings[index] = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [attribute('className', 'mermaid-diagram')],
        children: views,
        position: node.position,
      };
      replaced += 1;
    }
    if (replaced > 0) tree.children?.unshift(stylesheetImport());
  };
}
