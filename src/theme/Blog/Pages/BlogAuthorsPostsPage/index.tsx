// Wraps a blog author's page to add a description (the theme sets none); the theme's title is kept.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {blogTitle} = useBlogMetadata();
  const {author} = props;
  const who = author.name ?? author.key;
  const role = author.title ? ` (${author.title})` : '';
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      {/* After the original: the last description rendered wins. */}
      <PageMetadata description={author.description ?? `Articles by ${who}${role} on the ${blogTitle}.`} />
    </>
  );
}
