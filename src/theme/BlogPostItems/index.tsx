// The blog list (and the tag and author pages) as compact cards: title, date, reading time, the
// post's one-line summary (its front-matter description) and its tags. The theme's list drew every
// post's author block and first paragraphs, so four posts filled three and a half laptop screens.
// The blog list page's h1 goes above the cards (see BlogListPage/Header.tsx).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItems';
import BlogListHeader from '@site/src/theme/BlogListPage/Header';
import {formatPostDate} from '@site/src/theme/BlogPostItem/Header/Info/date';
import styles from './styles.module.css';

export default function BlogPostItems({items}: Props): ReactNode {
  return (
    <>
      <BlogListHeader />
      <div className={styles.cards}>
        {items.map(({content}) => {
          const {permalink, title, description, date, readingTime, tags} = content.metadata;
          const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
          return (
            <article key={permalink} className={styles.card}>
              <h2 className={styles.title}>
                <Link to={permalink} className={styles.link}>
                  {title}
                </Link>
              </h2>
              <p className={styles.meta}>
                <time dateTime={date}>{formatPostDate(date)}</time>
                {minutes !== undefined && ` · ${minutes === 1 ? 'One min read' : `${String(minutes)} min read`}`}
              </p>
              {description && <p className={styles.summary}>{description}</p>}
              {tags.length > 0 && (
                <ul className={styles.tags} aria-label="Tags">
                  {tags.map((tag) => (
                    <li key={tag.permalink}>
                      <Link to={tag.permalink} rel="tag" className={styles.tag}>
                        {tag.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </div>
    </>
  );
}
