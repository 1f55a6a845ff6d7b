import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {markdownPlugins} from './markdownPlugins';

export const blog = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'django-cfg blog',
  blogDescription: 'Engineering articles on Django configuration, SaaS architecture, performance and cost.',
  postsPerPage: 10,
  blogSidebarTitle: 'Recent Articles',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  ...markdownPlugins,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'django-cfg blog',
    description: 'Engineering articles from the django-cfg team',
    copyright: `Copyright © ${new Date().getFullYear()} django-cfg`,
    language: 'en',
  },
} satisfies BlogOptions;
