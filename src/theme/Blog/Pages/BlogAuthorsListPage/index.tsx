// Wraps the blog authors page to give it a specific title (the theme's is "Authors") and a description.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {blogTitle} = useBlogMetadata();
  return (
    <>
      <BlogAuthorsListPage {...props} />
      {/* After the original: the last <title> and description rendered win. */}
      <PageMetadata title="Blog authors" description={`The people who write the ${blogTitle}, with the articles of each.`} />
    </>
  );
}
