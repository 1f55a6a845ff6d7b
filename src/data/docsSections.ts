// The documentation sections as data, shared by the build config (one docs plugin each) and
// components (not-found page, search groups). Adding a section = one line here, plus its folder
// docs/<id> and its sidebar file sidebars/<id>.ts. `landing` is the doc the section root opens.

export interface DocsSection {
  readonly id: string;
  readonly label: string;
  readonly landing: string;
  /** The section declares tags in docs/<id>/tags.yml; an unknown tag fails the build. */
  readonly tags?: boolean;
}

export const docsSections = [
  {id: 'getting-started', label: 'Getting Started', landing: 'intro'},
  {id: 'fundamentals', label: 'Fundamentals', landing: 'core/architecture'},
  {id: 'features', label: 'Features', landing: 'built-in-apps/overview', tags: true},
  {id: 'ai-agents', label: 'AI Agents', landing: 'introduction'},
  {id: 'cli', label: 'CLI', landing: 'introduction'},
  {id: 'api', label: 'API', landing: 'intro'},
  {id: 'deployment', label: 'Deployment', landing: 'environment-setup'},
  {id: 'guides', label: 'Guides', landing: 'faq'},
  {id: 'business', label: 'Business', landing: 'reduce-django-development-costs'},
] as const satisfies readonly DocsSection[];

export type DocsSectionId = (typeof docsSections)[number]['id'];

/**
 * The URL of a doc (no doc here sets a `slug`): `<section>/<id>`, except that an `index` doc is its
 * folder's URL, with the trailing slash Docusaurus gives it.
 */
export function docPath(sectionId: DocsSectionId, docId: string): string {
  return `/${sectionId}/${docId.replace(/(^|\/)index$/, '$1')}`;
}

export function sectionLandingPath(section: (typeof docsSections)[number]): string {
  return docPath(section.id, section.landing);
}
