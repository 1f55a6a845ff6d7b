// Wraps the blog list page (/blog and /blog/page/N) to give it an h1; BlogPostItems draws it in the main column.
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import {BlogListHeaderProvider} from './Header';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, blogDescription} = props.metadata;
  return (
    <BlogListHeaderProvider title={blogTitle} description={blogDescription}>
      <BlogListPage {...props} />
    </BlogListHeaderProvider>
  );
}
