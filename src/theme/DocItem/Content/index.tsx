// The doc body: the title, then (on phones) "On this page", then the Markdown. The theme puts the
// table of contents above the title; under it, the title is the first thing a phone shows below the
// breadcrumbs. Also points og:image at the page's generated card.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import type {Props} from '@theme/DocItem/Content';
import {cardPath} from '@site/plugins/ai-docs/paths';

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle, toc} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const card = useBaseUrl(cardPath(metadata.permalink, siteConfig.baseUrl), {absolute: true});
  // As the theme does: a title from the front matter unless the Markdown has its own H1.
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <>
      {/* A page with its own front matter image keeps it; the ai-docs plugin renders no card for it. */}
      {!frontMatter.image && (
        <Head>
          <meta property="og:image" content={card} />
          <meta name="twitter:image" content={card} />
        </Head>
      )}
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        {/* Hidden from 997 px up, where the desktop column shows the contents. */}
        {showToc && <DocItemTOCMobile />}
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
}
