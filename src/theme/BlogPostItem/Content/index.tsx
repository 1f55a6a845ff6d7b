// A post's content, then one short "what next" box on the post page (not in lists): where to go in
// the docs to try what the post discussed. Static links, no state.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContent from '@theme-original/BlogPostItem/Content';
import type BlogPostItemContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemContentType>;

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <BlogPostItemContent {...props} />
      {isBlogPostPage && (
        <aside className={styles.next} aria-label="Try django-cfg">
          <p className={styles.title}>Try it on your own project</p>
          <p className={styles.text}>
            Install django-cfg, move your settings into one typed <code>DjangoConfig</code> class, and let it generate
            the Django settings the post talks about.
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/getting-started/installation">Install django-cfg</Link>
            </li>
            <li>
              <Link to="/getting-started/first-project">Build your first project</Link>
            </li>
            <li>
              <Link to="/fundamentals/configuration/reference/djangoconfig">Read the DjangoConfig reference</Link>
            </li>
          </ul>
        </aside>
      )}
    </>
  );
}
