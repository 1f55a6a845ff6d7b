// The blog list page's header (title as h1, description), handed from the page wrap to the BlogPostItems wrap:
// the theme's BlogListPage has no slot inside BlogLayout's main column, and BlogPostItems is rendered there.
import {createContext, useContext, useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface HeaderText {
  readonly title: string;
  readonly description: string;
}

const HeaderContext = createContext<HeaderText | null>(null);

export function BlogListHeaderProvider({title, description, children}: HeaderText & {children: ReactNode}): ReactNode {
  const text = useMemo(() => ({title, description}), [title, description]);
  return <HeaderContext.Provider value={text}>{children}</HeaderContext.Provider>;
}

/** Renders the header on the blog list page only; other blog pages have their own h1. */
export default function BlogListHeader(): ReactNode {
  const text = useContext(HeaderContext);
  if (!text) return null;
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {text.title}
      </Heading>
      {text.description && <p className={styles.description}>{text.description}</p>}
    </header>
  );
}
