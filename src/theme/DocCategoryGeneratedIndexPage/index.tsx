// The browser copy of a docs section's version props leaves out the section's docs (their titles and
// descriptions, plugins/lean-client/docsProps.ts); a generated index page's own props carry the docs
// its cards describe, and this hands them back to the cards (theme DocCard reads them by id).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  /** Only in the browser build; the server render reads the full version props. */
  readonly docs?: PropVersionDocs;
};

export default function DocCategoryGeneratedIndexPageWrapper({docs, ...props}: Props): ReactNode {
  const version = useDocsVersion();
  return (
    <DocsVersionProvider version={docs ? {...version, docs: {...version.docs, ...docs}} : version}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocsVersionProvider>
  );
}
