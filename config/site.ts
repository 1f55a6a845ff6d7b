import type {Config} from '@docusaurus/types';
import {env} from './env';

/** Identity, URL scheme, build rules and Markdown settings. */
export const site = {
  title: 'Django-CFG',
  tagline: 'Type-safe Django configuration with Pydantic, and a framework AI agents can drive',
  url: env.siteUrl,
  baseUrl: '/',
  // One URL per page, without a trailing slash: /getting-started/intro is written as
  // getting-started/intro.html, which static hosts and our nginx config serve at the bare path.
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  organizationName: 'markolofsen',
  projectName: 'django-cfg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
} satisfies Partial<Config>;
