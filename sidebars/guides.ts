import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {category} from './category';

export default {
  guides: [
    'faq',
    'migration-guide',
    'what-changed-since-1-5-108',
    category(
      'Upgrading to 2.x',
      'upgrading-to-2x',
      'upgrading-to-2x',
      'Recipes that move a django-cfg 1.5.108 project to 2.3.348, one removed feature at a time.',
    ),
    'django-configuration-problems-solved',
    'production-config',
    'multi-database',
    'ai-integration',
    'examples',
    'troubleshooting',
    category('Docker', 'docker', 'docker', 'Run django-cfg projects in containers, from laptop to production.'),
    category('Sample Project', 'sample-project', 'sample-project', 'A guided tour of one complete django-cfg project.'),
  ],
} satisfies SidebarsConfig;
