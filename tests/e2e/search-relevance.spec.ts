// Golden relevance test over the real built index: each query must put its page in the top 3 hits.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {unpack, type WireIndex} from '../../plugins/search-index/wire';
import {createEngineSync, runQuery} from '../../src/search/local/engine';
import {expect, test} from './fixtures';

const golden: [query: string, page: string][] = [
  // page titles
  ['installation', '/getting-started/installation'],
  ['first project', '/getting-started/first-project'],
  ['why django-cfg', '/getting-started/why-django-cfg'],
  ['alternatives', '/getting-started/django-cfg-vs-alternatives'],
  ['architecture', '/fundamentals/core/architecture'],
  ['type safety', '/fundamentals/core/type-safety'],
  ['middleware', '/fundamentals/system/middleware'],
  ['migration guide', '/guides/migration-guide'],
  ['faq', '/guides/faq'],
  ['troubleshooting', '/guides/troubleshooting'],
  ['docker production', '/guides/docker/production'],
  ['build optimization', '/guides/docker/build-optimization'],
  ['sample project', '/guides/sample-project/overview'],
  ['quick reference', '/cli/commands/quick-reference'],
  ['custom commands', '/cli/custom-commands'],
  ['orchestration', '/ai-agents/orchestration'],
  ['toolsets', '/ai-agents/toolsets'],
  ['environment setup', '/deployment/environment-setup'],
  ['logging', '/deployment/logging'],
  ['reduce development costs', '/business/reduce-django-development-costs'],
  // API names and settings
  ['DjangoConfig', '/fundamentals/configuration'],
  ['DatabaseConfig', '/fundamentals/configuration/database'],
  ['CacheConfig', '/fundamentals/configuration/cache'],
  ['EmailConfig', '/fundamentals/configuration/email'],
  ['NextJsAdminConfig', '/features/integrations/nextjs-admin'],
  ['GRPCConfig', '/features/integrations/grpc/configuration'],
  ['TelegramConfig', '/features/modules/telegram'],
  ['security_domains', '/fundamentals/configuration/security'],
  ['add_django_cfg_urls', '/fundamentals/system/routing'],
  // commands
  ['generate_client', '/features/api-generation/cli-usage'],
  ['migrate_all', '/fundamentals/database/migrations'],
  ['create-project', '/getting-started/first-project'],
  // concepts
  ['multi database', '/fundamentals/database/multi-database'],
  ['database routing', '/fundamentals/database/routing'],
  ['redis cache', '/fundamentals/configuration/cache'],
  ['centrifugo', '/features/integrations/centrifugo'],
  ['ngrok tunnel', '/features/integrations/ngrok'],
  ['currency conversion', '/features/modules/currency'],
  ['health check', '/features/modules/health'],
  ['rearq', '/features/integrations/rearq'],
  // typos
  ['instalation', '/getting-started/installation'],
  ['midleware', '/fundamentals/system/middleware'],
  ['centrifgo', '/features/integrations/centrifugo'],
  ['orchestation', '/ai-agents/orchestration'],
];

test('golden queries find their page in the top 3', () => {
  const wire = JSON.parse(readFileSync(join(__dirname, '../../build/search-index.json'), 'utf8')) as WireIndex;
  const engine = createEngineSync(unpack(wire), 'https://djangocfg.com');
  const misses: string[] = [];
  for (const [query, page] of golden) {
    const {hits} = runQuery(engine, {indexName: 'local', query, hitsPerPage: 20, facetFilters: ['language:en']});
    const top = hits.slice(0, 3).map((h) => new URL(h.url_without_anchor).pathname);
    if (!top.includes(page)) misses.push(`${query} → ${top.join(', ')} (wanted ${page})`);
  }
  expect(golden.length).toBeGreaterThanOrEqual(40);
  expect(misses).toEqual([]);
});
