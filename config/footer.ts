import type {Footer} from '@docusaurus/theme-common';
import {links} from '../src/data/links';

export const footerTagline = 'The AI-first framework for Django: one typed config, production-ready back ends.';

export function footer(): Footer {
  return {
    style: 'dark',
    links: [
      {
        title: 'Core Features',
        items: [
          {label: 'Typed configuration', to: '/fundamentals/configuration'},
          {label: 'Built-in apps', to: '/features/built-in-apps/overview'},
          {label: 'Modules', to: '/features/modules/overview'},
          {label: 'API client generation', to: '/features/api-generation/overview'},
          {label: 'AI agents', to: '/ai-agents/introduction'},
        ],
      },
      {
        title: 'Documentation',
        items: [
          {label: 'Getting started', to: '/getting-started/intro'},
          {label: 'Installation', to: '/getting-started/installation'},
          {label: 'CLI reference', to: '/cli/commands/quick-reference'},
          {label: 'Deployment', to: '/deployment/environment-setup'},
          {label: 'Guides & FAQ', to: '/guides/faq'},
        ],
      },
      {
        title: 'Integrations',
        items: [
          {label: 'Next.js admin', to: '/nextjs-admin'},
          {label: 'Centrifugo', to: '/features/integrations/centrifugo'},
          {label: 'gRPC', to: '/features/integrations/grpc'},
          {label: 'Twilio', to: '/features/integrations/twilio'},
          {label: 'ngrok', to: '/features/integrations/ngrok'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'GitHub', href: links.github},
          {label: 'PyPI', href: links.pypi},
          {label: 'Issue tracker', href: links.issues},
          {label: 'Changelog', href: links.changelog},
          {label: 'Contributing', href: links.contributing},
          {label: 'License (MIT)', href: links.license},
          {label: 'Blog', to: '/blog'},
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} django-cfg. Released under the MIT License.`,
  };
}
