import {describe, expect, it} from 'vitest';
import {packRecords} from '../../../plugins/search-index/pack';
import type {SectionRecord} from '../../../plugins/search-index/wire';
import {createLocalBackend} from './backend';

const section = (url: string, title: string, content: string, code = ''): SectionRecord => ({
  url,
  anchor: null,
  hierarchy: ['Docs', title, null, null, null, null, null],
  content,
  code,
  description: '',
  tag: 'docs-guides-current',
  lang: 'en',
});

const wire = packRecords([
  section('/fundamentals/database', 'Database', 'Connections and pools.', 'DatabaseConfig'),
  section('/guides/faq', 'FAQ', 'Aliases route each app to its database.'),
]);

describe('createLocalBackend', () => {
  it('answers from titles while the body is indexed, and waits for the body when titles match nothing', async () => {
    const backend = await createLocalBackend(wire, 'https://example.test', 'local');
    const [byTitle, byBody] = await Promise.all([
      backend.search([{indexName: 'local', query: 'database'}]),
      backend.search([{indexName: 'local', query: 'aliases'}]),
    ]);
    expect(byTitle[0]?.hits[0]?.url).toBe('https://example.test/fundamentals/database');
    expect(byBody[0]?.hits.map((h) => h.url)).toEqual(['https://example.test/guides/faq']);
    const [byCode] = await backend.search([{indexName: 'local', query: 'DatabaseConfig'}]);
    expect(byCode?.nbHits).toBe(1);
  });

  it('marks an answer from titles alone as not final, and gives the final count when asked to wait', async () => {
    const backend = await createLocalBackend(wire, 'https://example.test', 'local');
    const request = [{indexName: 'local', query: 'database'}];
    const [early, final] = await Promise.all([backend.search(request), backend.search(request, {complete: true})]);
    expect(early).toMatchObject([{nbHits: 1, exhaustiveNbHits: false}]);
    expect(final).toMatchObject([{nbHits: 2, exhaustiveNbHits: true}]);
    expect(await backend.search(request)).toMatchObject([{nbHits: 2, exhaustiveNbHits: true}]);
  });

  it('answers requests for other indices (Ask AI suggestions) with no hits', async () => {
    const backend = await createLocalBackend(wire, 'https://example.test', 'local');
    const [other] = await backend.search([{indexName: 'suggested_questions', query: 'database'}]);
    expect(other?.nbHits).toBe(0);
  });
});
