// The theme's doc layout with a lighter top on phones: the breadcrumbs and the page-actions control
// share one row, and the mobile "On this page" sits under the title (./Content) instead of above it,
// so the H1 starts within 170 px of the top of a 360 × 800 screen.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import PageActions from '@site/src/components/PageActions';
import {twinPath} from '@site/plugins/ai-docs/paths';
import styles from './styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  const tocHidden = frontMatter.hide_table_of_contents ?? false;
  const showDesktopToc = !tocHidden && toc.length > 0 && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <div className="row">
      <div className={clsx('col', !tocHidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <div className={styles.pageBar}>
              <DocBreadcrumbs />
              <PageActions markdownPath={twinPath(metadata.permalink)} />
            </div>
            <DocVersionBadge />
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {showDesktopToc && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
