// Remark plugin (a beforeDefaultRemarkPlugins entry, so it sees ```mermaid fences before the theme
// turns them into client-side <Mermaid> components): each fence becomes build-time SVG images that
// Docusaurus bundles (hashed files, precached by the service worker), one per colour mode and
// layout, with width and height and lazy loading. design/diagrams.md explains the layout.
import {dirname, relative, sep} from 'node:path';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {codeBlocks, type MdastNode} from '../shared/mdast';
import {mermaidConfig, type ColourMode} from './palette';
import {BrowserUnavailableError, MermaidRenderer, type RenderedDiagram} from './render';

export interface MermaidSvgOptions {
  /** Where rendered SVGs are cached between builds. */
  readonly cacheDir: string;
}

/**
 * The smallest text a reader gets, in CSS px, below the site's breakpoint (phones) and above it: a
 * drawing is never shown narrower than this allows; where the column is narrower, its box scrolls.
 */
export const MIN_TEXT_PX = {narrow: 14, wide: 14} as const;

const COLOUR_MODES: readonly ColourMode[] = ['dark', 'light'];
const STYLESHEET = '@site/plugins/mermaid-svg/diagram.css';
/** Docusaurus's loader for files linked from Markdown (the client build's; the server's is thrown away). */
const FILE_LOADER = getFileLoaderUtils(false).loaders.inlineMarkdownLinkFileLoader;

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

/** The line that starts a fence's own phone drawing: `%% phone`, a Mermaid comment. */
const PHONE_MARKER = /^[ \t]*%%[ \t]*phone[ \t]*$/m;

/**
 * A fence's two drawings: as written, and the one phones get. Where a branching flowchart stays too
 * wide turned vertical, the author draws it again for phones after a `%% phone` line, every line
 * commented out (`%% flowchart TB`), so Mermaid anywhere else (the theme's client-side fallback,
 * the Markdown twin) sees only the first drawing. Without one, phones get `verticalSource`.
 */
export function splitSource(source: string): {wide: string; narrow: string; authored: boolean} {
  const marker = PHONE_MARKER.exec(source);
  if (!marker) return {wide: source, narrow: verticalSource(source), authored: false};
  const narrow = source
    .slice(marker.index + marker[0].length)
    .split('\n')
    .map((line) => line.replace(/^[ \t]*%%[ \t]?/, ''))
    .join('\n')
    .trim();
  return {wide: source.slice(0, marker.index).trimEnd(), narrow, authored: true};
}

/** The narrowest width (CSS px) at which the diagram's smallest text is still `textPx` tall. */
export function minDisplayWidth(diagram: RenderedDiagram, textPx: number): number {
  return Math.ceil((diagram.width * textPx) / diagram.minFontSize);
}

/** The docs column of a 1440 px screen (823 px), less the diagram box's padding and border. */
export const DESKTOP_COLUMN_PX = 797;
/** The docs column of a 360 px phone (328 px), less the diagram box's padding and border. */
export const PHONE_COLUMN_PX = 318;

const fits = (diagram: RenderedDiagram, column: number) => minDisplayWidth(diagram, MIN_TEXT_PX.wide) <= column;

/** The drawing of the two that needs less width at `textPx`; the first on a tie. */
function narrower(first: RenderedDiagram, second: RenderedDiagram, textPx: number): RenderedDiagram {
  return minDisplayWidth(second, textPx) < minDisplayWidth(first, textPx) ? second : first;
}

export type Layout = 'any' | 'wide' | 'narrow';

function attribute(name: string, value: string): MdastNode {
  return {type: 'mdxJsxAttribute', name, value};
}

/** A JSX attribute whose value is the JavaScript expression `estree` (written out as `source`). */
function expressionAttribute(name: string, source: string, estree: Record<string, unknown>): MdastNode {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: estree}],
        },
      },
    },
  };
}

const literal = (value: string | boolean) => ({type: 'Literal', value, raw: JSON.stringify(value)});

/** `style={{…}}` of CSS custom properties. */
function styleAttribute(properties: Record<string, string>): MdastNode {
  return expressionAttribute('style', JSON.stringify(properties), {
    type: 'ObjectExpression',
    properties: Object.entries(properties).map(([key, value]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: literal(key),
      value: literal(value),
    })),
  });
}

/**
 * `require("<file loader>!./x.svg").default`: the URL of the file, emitted once under assets/files
 * however often it is required (Markdown images and links would each emit their own copy).
 */
function assetUrlAttribute(name: string, relativePath: string): MdastNode {
  const request = `${FILE_LOADER}${relativePath}`;
  return expressionAttribute(name, `require(${JSON.stringify(request)}).default`, {
    type: 'MemberExpression',
    computed: false,
    optional: false,
    object: {
      type: 'CallExpression',
      optional: false,
      callee: {type: 'Identifier', name: 'require'},
      arguments: [literal(request)],
    },
    property: {type: 'Identifier', name: 'default'},
  });
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
        body: [{type: 'ImportDeclaration', specifiers: [], source: {...literal(STYLESHEET), raw: `'${STYLESHEET}'`}}],
      },
    },
  };
}

function element(name: string, attributes: MdastNode[], children: MdastNode[] = []): MdastNode {
  return {type: 'mdxJsxFlowElement', name, attributes, children};
}

/**
 * Where a drawing cannot be read whole in the column, at the screens `layout` serves: "all" (it
 * scrolls or shrinks on desktops too), "narrow" (on phones only) or undefined (it fits both).
 */
export function expandAt(diagram: RenderedDiagram, layout: Layout): 'all' | 'narrow' | undefined {
  const wideTooBig = layout !== 'narrow' && diagram.width > DESKTOP_COLUMN_PX;
  const narrowTooBig = layout !== 'wide' && minDisplayWidth(diagram, MIN_TEXT_PX.narrow) > PHONE_COLUMN_PX;
  if (wideTooBig) return 'all';
  return narrowTooBig ? 'narrow' : undefined;
}

/**
 * One drawing: at least as wide as its smallest text needs, in a box that scrolls sideways where the
 * column is narrower; a tap opens the file alone, at full size, in a new tab, and so does the
 * visible "Open full size" link under a drawing that does not fit its column.
 */
function view(diagram: RenderedDiagram, mode: ColourMode, layout: Layout, pagePath: string, alt: string): MdastNode {
  const file = `./${relative(dirname(pagePath), diagram.file).split(sep).join('/')}`;
  const style = styleAttribute({
    '--diagram-width': `${diagram.width}px`,
    '--diagram-min-narrow': `${minDisplayWidth(diagram, MIN_TEXT_PX.narrow)}px`,
    '--diagram-min-wide': `${minDisplayWidth(diagram, MIN_TEXT_PX.wide)}px`,
  });
  const image = element('img', [
    attribute('alt', alt),
    assetUrlAttribute('src', file),
    attribute('width', String(diagram.width)),
    attribute('height', String(diagram.height)),
    attribute('loading', 'lazy'),
    attribute('decoding', 'async'),
  ]);
  const link = element(
    'a',
    [
      assetUrlAttribute('href', file),
      attribute('target', '_blank'),
      attribute('title', 'Open the diagram at full size'),
      // An asset, not a page: Docusaurus's own links to files carry the same flag.
      expressionAttribute('data-noBrokenLinkCheck', 'true', literal(true)),
    ],
    [image],
  );
  const children = [element('div', [attribute('className', 'mermaid-diagram__scroll')], [link])];
  const expand = expandAt(diagram, layout);
  if (expand) {
    children.push(
      element(
        'a',
        [
          attribute('className', 'mermaid-diagram__expand'),
          attribute('data-expand', expand),
          assetUrlAttribute('href', file),
          attribute('target', '_blank'),
          expressionAttribute('data-noBrokenLinkCheck', 'true', literal(true)),
        ],
        [{type: 'text', value: 'Open full size'}],
      ),
    );
  }
  return element(
    'div',
    [
      attribute('className', 'mermaid-diagram__view'),
      attribute('data-colour-mode', mode),
      attribute('data-layout', layout),
      style,
    ],
    children,
  );
}

let warnedUnavailable = false;

export default function remarkMermaidSvg(options: MermaidSvgOptions) {
  const renderer = new MermaidRenderer(options.cacheDir);
  const draw = (source: string, mode: ColourMode, layout: 'wide' | 'narrow') =>
    renderer.render(source, {config: mermaidConfig(mode, layout), colorScheme: mode});

  return async (tree: MdastNode, file: {path: string}): Promise<void> => {
    let replaced = 0;
    for (const {siblings, index, node} of codeBlocks(tree, (code) => code.lang === 'mermaid')) {
      const sources = splitSource(node.value);
      const views: MdastNode[] = [];
      try {
        for (const mode of COLOUR_MODES) {
          const wide = await draw(sources.wide, mode, 'wide');
          const narrow = await draw(sources.narrow, mode, 'narrow');
          const alt = wide.alt;
          // Phones get the author's phone drawing, else whichever drawing scrolls less; desktops the
          // drawing as written where it fits the column at readable size, else whichever needs less
          // width.
          const phone = sources.authored ? narrow : narrower(wide, narrow, MIN_TEXT_PX.narrow);
          const desktop = fits(wide, DESKTOP_COLUMN_PX) ? wide : narrower(wide, narrow, MIN_TEXT_PX.wide);
          if (phone === desktop) views.push(view(phone, mode, 'any', file.path, alt));
          else views.push(view(desktop, mode, 'wide', file.path, alt), view(phone, mode, 'narrow', file.path, alt));
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
        ...element('div', [attribute('className', 'mermaid-diagram')], views),
        position: node.position,
      };
      replaced += 1;
    }
    if (replaced > 0) tree.children?.unshift(stylesheetImport());
  };
}
