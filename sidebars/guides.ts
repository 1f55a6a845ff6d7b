import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {category} from './category';

export default {
  guides: [
    'faq',
    'migration-guide',
    'what-changed-since-1-5-108',
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
