import type {Navbar} from '@docusaurus/theme-common';
import {docPath, type DocsSectionId} from '../src/data/docsSections';
import {links} from '../src/data/links';

type NavItem = Navbar['items'][number];

/**
 * A link to a doc of one section, active on that doc and the pages below it. Not active on every page
 * of the section: several entries of one section share a menu, and all of them lit up at once. A
 * plain link rather than a `doc` item: those need the list of every doc in the browser bundle
 * (plugins/lean-client drops it). The broken-link check fails the build if the doc does not exist.
 */
function doc(section: DocsSectionId, docId: string, label: string): NavItem {
  return {to: docPath(section, docId), label};
}

function dropdown(label: string, items: NavItem[]): NavItem {
  return {type: 'dropdown', label, position: 'left', items};
}

export function navbar(): Navbar {
  return {
    title: 'Django-CFG',
    logo: {alt: 'django-cfg logo', src: 'img/logo.svg', width: 32, height: 32},
    hideOnScroll: false,
    items: [
      // A newcomer's three tasks (install, connect a database, deploy) are direct entries here, in the
      // order they happen; each section keeps its own dropdown below.
      dropdown('Docs', [
        doc('getting-started', 'intro', 'Introduction'),
        doc('getting-started', 'installation', 'Installation'),
        doc('getting-started', 'first-project', 'First project'),
        doc('fundamentals', 'configuration/index', 'Configuration'),
        doc('fundamentals', 'database/index', 'Database'),
        doc('deployment', 'overview', 'Deployment'),
        doc('getting-started', 'why-django-cfg', 'Why django-cfg'),
        doc('fundamentals', 'core/architecture', 'Architecture'),
      ]),
      dropdown('Features', [
        doc('features', 'built-in-apps/overview', 'Built-in apps'),
        doc('features', 'modules/overview', 'Modules'),
        doc('features', 'integrations/overview', 'Integrations'),
        {to: '/nextjs-admin', label: 'Next.js admin'},
      ]),
      dropdown('AI Agents', [
        doc('ai-agents', 'introduction', 'Introduction'),
        doc('ai-agents', 'creating-agents', 'Creating agents'),
        doc('ai-agents', 'toolsets', 'Toolsets'),
        doc('ai-agents', 'orchestration', 'Orchestration'),
        doc('ai-agents', 'examples', 'Examples'),
      ]),
      dropdown('Docker', [
        doc('guides', 'docker/overview', 'Docker overview'),
        doc('guides', 'docker/development', 'Development'),
        doc('guides', 'docker/production', 'Production'),
        doc('deployment', 'environment-setup', 'Environment setup'),
      ]),
      dropdown('Reference', [
        doc('cli', 'commands/quick-reference', 'CLI quick reference'),
        doc('cli', 'introduction', 'CLI introduction'),
        doc('fundamentals', 'configuration/reference/djangoconfig', 'DjangoConfig fields'),
        doc('api', 'intro', 'HTTP API'),
        doc('features', 'api-generation/overview', 'API client generation'),
      ]),
      dropdown('Guides', [
        doc('guides', 'faq', 'FAQ'),
        doc('guides', 'examples', 'Examples'),
        doc('guides', 'migration-guide', 'Migration guide'),
        doc('guides', 'sample-project/overview', 'Sample project'),
        doc('guides', 'troubleshooting', 'Troubleshooting'),
        doc('business', 'reduce-django-development-costs', 'For decision makers'),
      ]),
      {to: '/blog', label: 'Blog', position: 'left'},
      {href: links.demo, label: 'Demo', position: 'right', className: 'navbar-button navbar-button--demo'},
      {href: links.github, label: 'GitHub', position: 'right', className: 'navbar-button navbar-button--github'},
    ],
  };
}
