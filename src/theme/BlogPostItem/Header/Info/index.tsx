// The theme's blog post date and reading time, with the date and the plural written for English,
// the site's one locale (docusaurus.config.ts, i18n). The theme's usePluralForm (Intl.PluralRules
// and the form lists, 0.6 KB gzip) was most of what a blog post loaded beyond a docs page, and its
// date's Intl.DateTimeFormat most of the hydration's longest task (./date.ts). Markup as the theme's.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatPostDate} from './date';
import {englishPlural} from './plural';
import styles from './styles.module.css';

function readingTimeLabel(readingTimeFloat: number): string {
  const readingTime = Math.ceil(readingTimeFloat);
  return englishPlural(
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime},
    ),
    readingTime,
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      {readingTime !== undefined && <>{` · ${readingTimeLabel(readingTime)}`}</>}
    </div>
  );
}
