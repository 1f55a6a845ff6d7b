// The django-cfg release this site documents. Every install command in the built site is pinned to
// it (plugins/pin-install), and the home page, the installation page and the announcement bar name
// it. A release bump is this one line, after the docs have been checked against the new release.
export const djangoCfgVersion = '1.5.108';

/** A pinned requirement, e.g. pinnedRequirement('full') = django-cfg[full]==1.5.108. */
export function pinnedRequirement(extras?: string): string {
  return `django-cfg${extras ? `[${extras}]` : ''}==${djangoCfgVersion}`;
}
