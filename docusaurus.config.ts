import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcementBar';
import {blog} from './config/blog';
import {footer} from './config/footer';
import {headTags} from './config/headTags';
import {navbar} from './config/navbar';
import {plugins} from './config/plugins';
import {markdownPlugins, mermaid, prism} from './config/markdownPlugins';
import {algoliaThemeConfig, searchCustomFields, sitemapIgnorePatterns} from './config/search';
import {site} from './config/site';
import {ssrTemplate} from './config/ssrTemplate';

const config: Config = {
  ...site,
  headTags,
  ssrTemplate,
  future: {
    // Docusaurus v4 behaviour now, except storage namespacing: the specification keeps plain keys
    // ('theme', announcement dismissal) with an empty suffix.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },
  presets: [
    [
      'classic',
      {
        docs: false, // the nine sections are separate docs plugins (config/docsSections.ts)
        blog,
        pages: markdownPlugins,
        theme: {customCss: './src/css/custom.scss'},
        sitemap: {lastmod: null, changefreq: null, priority: null, ignorePatterns: sitemapIgnorePatterns},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'], // the search theme comes with the classic preset (themeConfig.algolia)
  plugins: plugins(__dirname),
  customFields: {search: searchCustomFields()},
  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
    navbar: navbar(),
    footer: footer(),
    prism,
    algolia: algoliaThemeConfig(),
    mermaid,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    announcementBar,
    metadata: [{name: 'keywords', content: 'django, pydantic, configuration, settings.py, saas, ai agents'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
