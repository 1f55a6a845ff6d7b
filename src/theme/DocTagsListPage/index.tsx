// Wraps a docs section's tags page to name the section in its title (the theme's "Tags" is shared) and add a description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import {docsSections} from '@site/src/data/docsSections';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const label = docsSections.find((section) => section.id === plugin.id)?.label ?? 'Docs';
  return (
    <>
      <DocTagsListPage {...props} />
      {/* After the original: the last <title> and description rendered win. */}
      <PageMetadata
        title={`${label} tags`}
        description={`Every tag used in the ${label} docs of django-cfg, with the pages filed under each.`}
      />
    </>
  );
}
