import type {ThemeConfig} from '@docusaurus/preset-classic';
import {djangoCfgVersion} from '../src/data/release';

/**
 * themeConfig.announcementBar: names the release the site documents. Its id follows the version,
 * so a bar dismissed for one release shows again for the next.
 */
export const announcementBar = {
  id: `release-${djangoCfgVersion.replaceAll('.', '-')}`,
  content: `These docs describe django-cfg ${djangoCfgVersion}. <a href="/getting-started/installation">Install ${djangoCfgVersion}</a>.`,
  isCloseable: true,
  backgroundColor: '#1e3a8a',
  textColor: '#e0e7ff',
} satisfies ThemeConfig['announcementBar'];
