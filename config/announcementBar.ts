import type {ThemeConfig} from '@docusaurus/preset-classic';
import {currentRelease, djangoCfgVersion} from '../src/data/release';

/** The route of the guide that compares the documented release with the current one. */
export const releaseGuidePath = '/guides/what-changed-since-1-5-108';

/**
 * themeConfig.announcementBar: names the release the site documents and the current one on PyPI, and
 * links the guide between them. Its id follows both versions, so a bar dismissed for one pair of
 * releases shows again when either changes.
 */
export const announcementBar = {
  id: `release-${djangoCfgVersion}-current-${currentRelease.version}`.replaceAll('.', '-'),
  content: `These docs describe django-cfg ${djangoCfgVersion}; pip now installs ${currentRelease.version}. <a href="${releaseGuidePath}">What changed</a>`,
  isCloseable: true,
  backgroundColor: '#1e3a8a',
  textColor: '#e0e7ff',
} satisfies ThemeConfig['announcementBar'];
