// Home-page parts that ship in the page's HTML and not in its script. The server renders each part
// from ./content. On a visit that starts on the home page, the browser keeps that HTML: each part
// reads its own markup back from the page while React hydrates, so the render matches the HTML and
// ./content is never fetched. A visit that arrives from another page has no such markup and loads
// ./content as a chunk of its own.
import {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeTitle from './CodeTitle';
import type * as Content from './content';
import type {CodePartName, PartName, TextPartName} from './content';

/**
 * ./content, where the page is rendered without a server-rendered page to hydrate: the server's
 * render and `docusaurus start`. Docusaurus defines HYDRATE_CLIENT_ENTRY in its production browser
 * bundle only, where the bundler drops this branch, and ./content with it, from the page's script.
 */
const inline: typeof Content | undefined = process.env.HYDRATE_CLIENT_ENTRY
  ? undefined
  : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser bundle leaves out (above)
    (require('./content') as typeof Content);

let loaded: typeof Content | undefined;
const load = () =>
  import('./content').then((module) => {
    loaded = module;
    return module;
  });
const Lazy = lazy(load);

/**
 * A part's content. No Suspense boundary where the server renders: React would stream a large
 * boundary's content after the page (a script swaps it in), and the page must read whole without it.
 */
function Part({name}: {readonly name: PartName}): ReactNode {
  const module = inline ?? loaded;
  if (module) return <module.default name={name} />;
  return (
    <Suspense fallback={null}>
      <Lazy name={name} />
    </Suspense>
  );
}

const onPage = (name: PartName): Element | null =>
  typeof document === 'undefined' ? null : document.querySelector(`[data-prerendered="${name}"]`);

// Arriving from another page: start loading the chunk with this route's code (Docusaurus loads that
// when a link here is hovered or followed) rather than when the page first renders.
if (!inline && typeof document !== 'undefined' && document.querySelector('[data-prerendered]') === null) {
  load().catch(() => undefined); // offline: React.lazy asks again when the page renders
}

interface TextProps {
  readonly name: TextPartName;
  readonly as?: 'div' | 'p';
  readonly className?: string;
}

/** A part of static text and markup: the element, then the part's content inside it. */
export function Prerendered({name, as: Tag = 'div', className}: TextProps): ReactNode {
  const [html] = useState(() => onPage(name)?.innerHTML);
  return html === undefined ? (
    <Tag className={className} data-prerendered={name}>
      <Part name={name} />
    </Tag>
  ) : (
    <Tag className={className} data-prerendered={name} dangerouslySetInnerHTML={{__html: html}} />
  );
}

interface Block {
  readonly language: string;
  readonly title: ReactNode;
  readonly html: string;
}

// The site's CodeBlock (src/theme/CodeBlock) takes the build-time `html`; the theme's typings do not know it.
const HighlightedBlock = CodeBlock as unknown as ComponentType<Block>;

/** What a server-rendered code block was given, read back from its markup. */
function blockOnPage(name: CodePartName): {language: string; title: string; html: string} | undefined {
  const part = onPage(name);
  const pre = part?.querySelector('pre');
  const code = pre?.querySelector(':scope > code');
  const title = part?.querySelector('[data-code-title]')?.textContent;
  const language = pre ? /(?:^|\s)language-(\S+)/.exec(pre.className)?.[1] : undefined;
  return code && title != null && language ? {language, title, html: code.innerHTML} : undefined;
}

/**
 * A code block whose code ships in the HTML only. Its buttons (copy, wrap) still hydrate: the block
 * is the site's CodeBlock, given the highlighted markup the page already holds.
 */
export function PrerenderedCode({name}: {readonly name: CodePartName}): ReactNode {
  const [block] = useState(() => blockOnPage(name));
  return (
    <div data-prerendered={name}>
      {block ? (
        <HighlightedBlock language={block.language} title={<CodeTitle>{block.title}</CodeTitle>} html={block.html} />
      ) : (
        <Part name={name} />
      )}
    </div>
  );
}
