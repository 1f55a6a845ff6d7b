import type {ReactNode} from 'react';

/** Marks a code block's title so the browser can read it back from the page (./index.tsx). */
export default function CodeTitle({children}: {children: string}): ReactNode {
  return <span data-code-title="">{children}</span>;
}
