// What the page-actions menu offers, as one typed list. The menu renders whatever this returns, so a
// new kind of entry is one more variant here and one more branch in ./Menu.tsx.
import {mcpSettingsSnippet} from '../../data/mcp';

/** Where the page lives: its Markdown twin as a site path and as an absolute URL. */
export interface PageRef {
  /** `/getting-started/intro.md`: a same-origin link, so it works on any host the build is served from. */
  readonly markdownPath: string;
  /** `https://…/getting-started/intro.md`: what an assistant on another site has to fetch. */
  readonly markdownUrl: string;
}

/** Fetches the Markdown twin and puts it on the clipboard (needs JavaScript). */
export interface CopyAction {
  readonly kind: 'copy';
  readonly id: 'copy-markdown';
  readonly label: string;
  readonly hint: string;
}

/** A plain link: works from the keyboard, in a new tab, and with a middle click. */
export interface LinkAction {
  readonly kind: 'link';
  readonly id: 'view-markdown' | 'open-chatgpt' | 'open-claude';
  readonly label: string;
  readonly hint: string;
  readonly href: string;
}

/** A button that shows text to copy below it: the docs MCP server's editor settings. */
export interface SnippetAction {
  readonly kind: 'snippet';
  readonly id: 'connect-mcp';
  readonly label: string;
  readonly hint: string;
  /** What to do before the snippet works, in one sentence. */
  readonly before: string;
  readonly snippet: string;
}

export type PageAction = CopyAction | LinkAction | SnippetAction;

/** The prompt an assistant opens with: it names the twin so the assistant reads the page itself. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the django-cfg documentation) and be ready to answer my questions about it.`;
}

export function pageActions({markdownPath, markdownUrl}: PageRef): readonly PageAction[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    {kind: 'copy', id: 'copy-markdown', label: 'Copy page as Markdown', hint: 'To paste into an AI assistant'},
    {kind: 'link', id: 'view-markdown', label: 'View as Markdown', hint: 'The plain-text twin', href: markdownPath},
    {
      kind: 'link',
      id: 'open-chatgpt',
      label: 'Open in ChatGPT',
      hint: 'Ask about this page',
      href: `https://chatgpt.com/?q=${prompt}`,
    },
    {
      kind: 'link',
      id: 'open-claude',
      label: 'Open in Claude',
      hint: 'Ask about this page',
      href: `https://claude.ai/new?q=${prompt}`,
    },
    {
      kind: 'snippet',
      id: 'connect-mcp',
      label: 'Connect the docs MCP server',
      hint: 'Search these docs from your editor',
      before: "Clone this site's repository, run npm ci and npm run build, then add to your editor's MCP settings:",
      snippet: mcpSettingsSnippet(),
    },
  ];
}
