// The documentation sections as data, shared by the build config (one docs plugin each) and
// components (not-found page, search groups). Adding a section = one line here, plus its folder
// docs/<id> and its sidebar file sidebars/<id>.ts. `landing` is the doc the section root opens.

export interface DocsSection {
  readonly id: string;
  readonly label: string;
  readonly landing: string;
  /** The section declares tags in docs/<id>/tags.yml; an unknown tag fails the build. */
  readonly tags?: boolean;
  /** What a reader finds in the section, in one line (llms.txt shows it under the heading). */
  readonly summary: string;
}

export const docsSections = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    landing: 'intro',
    summary:
      'Install django-cfg, write a first DjangoConfig and run a project; how it compares with other settings tools.',
  },
  {
    id: 'fundamentals',
    label: 'Fundamentals',
    landing: 'core/architecture',
    summary:
      'How DjangoConfig turns into Django settings: every field, databases, environments, the generated reference.',
  },
  {
    id: 'features',
    label: 'Features',
    landing: 'built-in-apps/overview',
    tags: true,
    summary: 'The built-in apps, modules and third-party integrations, and generating API clients.',
  },
  {
    id: 'ai-agents',
    label: 'AI Agents',
    landing: 'introduction',
    summary: 'Typed AI agents inside a Django project: definitions, tools, orchestration and the Django integration.',
  },
  {
    id: 'cli',
    label: 'CLI',
    landing: 'introduction',
    summary: 'The django-cfg command and the manage.py commands the package adds, with their options.',
  },
  {
    id: 'api',
    label: 'API',
    landing: 'intro',
    summary: 'The HTTP APIs of a django-cfg project: the /cfg/ endpoints, your DRF apps, OpenAPI schemas, JWT.',
  },
  {
    id: 'deployment',
    label: 'Deployment',
    landing: 'environment-setup',
    summary: 'Running a django-cfg project in production: environments, security, logging, monitoring.',
  },
  {
    id: 'guides',
    label: 'Guides',
    landing: 'faq',
    summary: 'Task-sized walkthroughs: migrating from settings.py, Docker, a sample project, troubleshooting, the FAQ.',
  },
  {
    id: 'business',
    label: 'Business',
    landing: 'reduce-django-development-costs',
    summary: 'What adopting django-cfg costs and saves a team, for the people who decide.',
  },
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
