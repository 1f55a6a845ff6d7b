import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {category} from './category';

// Four categories, each with a generated index page at /fundamentals/category/<slug>.
export default {
  fundamentals: [
    category(
      'Core Concepts',
      'core',
      'core-concepts',
      'How a typed DjangoConfig becomes Django settings, and why it is safe.',
    ),
    category('Configuration', 'configuration', 'configuration', 'The reference for every part of DjangoConfig.'),
    category('Database', 'database', 'database', 'Database URLs, several databases, routing and migrations.'),
    category(
      'System Internals',
      'system',
      'system-internals',
      'Startup, middleware, URL routing and the import registry.',
    ),
  ],
} satisfies SidebarsConfig;
