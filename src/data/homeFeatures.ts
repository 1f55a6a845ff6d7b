// Landing-page copy as typed data; each feature links into its docs.

export interface HomeFeature {
  readonly title: string;
  readonly description: string;
  readonly to: string;
}

export const homeFeatures: readonly HomeFeature[] = [
  {
    title: 'Typed configuration',
    description:
      'One Pydantic v2 DjangoConfig replaces settings.py. Wrong types, short secret keys and a missing default database fail at startup, not in production.',
    to: '/fundamentals/configuration',
  },
  {
    title: 'Built-in apps',
    description:
      'Accounts with OTP login, support tickets, leads, newsletter, knowledge base and payments, each switched on with one field.',
    to: '/features/built-in-apps/overview',
  },
  {
    title: 'Modules',
    description:
      'Email, Telegram, LLM clients, currency conversion, health checks, import/export and a declarative admin, configured from the same object.',
    to: '/features/modules/overview',
  },
  {
    title: 'Integrations',
    description:
      'Centrifugo real-time messaging, a gRPC server, ngrok tunnels, Twilio verification and Django-RQ task queues.',
    to: '/features/integrations/overview',
  },
  {
    title: 'AI agents',
    description:
      'Agents built on Pydantic AI with Django-aware toolsets, run from views, commands or background tasks.',
    to: '/ai-agents/introduction',
  },
  {
    title: 'API client generation',
    description: 'TypeScript and Python clients generated from your OpenAPI schema, split into groups you define.',
    to: '/features/api-generation/overview',
  },
  {
    title: 'Next.js admin',
    description: 'A React admin served beside Django’s own, signed in with the same session through a JWT hand-off.',
    to: '/nextjs-admin',
  },
  {
    title: 'CLI',
    description:
      'The django-cfg command creates projects, and management commands cover migrations, checks, clients and more.',
    to: '/cli/introduction',
  },
];
