// The theme's DocRoot, with the not-found content loaded on demand: only a path inside a docs
// section that matches no doc renders it, yet the static import put it (and the sections list it
// shows) into every docs page's first load.
import {lazy, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';

const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  // Only the content, not the layout: DocsRoot, above this, already renders the layout.
  if (!currentDocRouteMetadata) return <NotFoundContent />;
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
