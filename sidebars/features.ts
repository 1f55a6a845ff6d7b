import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {category} from './category';

// Four categories, each with a generated index page at /features/category/<slug>.
export default {
  features: [
    category(
      'Built-in Apps',
      'built-in-apps',
      'built-in-apps',
      'Ready-made Django apps switched on from DjangoConfig.',
    ),
    category('Modules', 'modules', 'modules', 'Service modules: email, LLM, Telegram, currency, admin and more.'),
    category(
      'Integrations',
      'integrations',
      'integrations',
      'Centrifugo, gRPC, Next.js admin, ngrok, Twilio and auth.',
    ),
    category(
      'API Generation',
      'api-generation',
      'api-generation',
      'Typed TypeScript and Python clients from your OpenAPI schema.',
    ),
  ],
} satisfies SidebarsConfig;
