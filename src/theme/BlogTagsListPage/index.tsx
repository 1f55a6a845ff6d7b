// Wraps the blog tags page to give it a title of its own (the theme's "Tags" is shared with docs tags) and a description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  // No useBlogMetadata() here: the blog plugin gives this route no blog metadata context.
  return (
    <>
      <BlogTagsListPage {...props} />
      {/* After the original: the last <title> and description rendered win. */}
      <PageMetadata
        title="Blog tags"
        description="Every topic of the django-cfg blog, with the articles filed under each tag."
      />
    </>
  );
}
