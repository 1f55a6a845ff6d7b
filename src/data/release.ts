// The django-cfg release this site documents. Every install command in the built site is pinned to
// it (plugins/pin-install), and the home page, the installation page and the announcement bar name
// it. A release bump is this one line, after the docs have been checked against the new release.
export const djangoCfgVersion = '1.5.108';
/** The day djangoCfgVersion was published on PyPI. */
export const djangoCfgReleaseDate = '2025-12-07';

/** A django-cfg release on PyPI: its version and the day it was published (YYYY-MM-DD). */
export interface Release {
  readonly version: string;
  readonly date: string;
}

/**
 * The current release: the newest 2.x on PyPI when it was last pinned, the one `pip install django-cfg`
 * gives. `.venv-current` holds it (requirements/current-release.in), and the "what changed since
 * 1.5.108" guide compares it with djangoCfgVersion. scripts/release/refresh.sh rewrites this block and
 * scripts/release/diff.py reads it, so it is the one record of the pin.
 */
export const currentRelease: Release = {version: '2.3.348', date: '2026-10-24'};

/** A pinned requirement, e.g. pinnedRequirement('full') = django-cfg[full]==1.5.108. */
export function pinnedRequirement(extras?: string): string {
  return `django-cfg${extras ? `[${extras}]` : ''}==${djangoCfgVersion}`;
}
