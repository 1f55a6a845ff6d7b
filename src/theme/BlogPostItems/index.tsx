// Wraps the list of post previews to put the blog list page's h1 above it (see BlogListPage/Header.tsx).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import BlogListHeader from '@site/src/theme/BlogListPage/Header';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListHeader />
      <BlogPostItems {...props} />
    </>
  );
}
