import {describe, expect, it} from 'vitest';
import {folderRedirects} from './folderRedirects';

describe('folderRedirects', () => {
  it('redirects a folder without a page to its overview', () => {
    expect(folderRedirects(['features/modules/overview.mdx', 'features/modules/llm.mdx'])).toEqual([
      {from: '/features/modules', to: '/features/modules/overview'},
    ]);
  });

  it('leaves folders that have an index page alone', () => {
    expect(folderRedirects(['cli/commands/index.mdx', 'cli/commands/overview.mdx'])).toEqual([]);
  });

  it('skips folders already taken and partials', () => {
    expect(
      folderRedirects(['guides/docker/overview.md', 'guides/_partials/overview.mdx'], new Set(['/guides/docker'])),
    ).toEqual([]);
  });

  it('ignores non-doc files', () => {
    expect(folderRedirects(['features/tags.yml', 'features/x/_category_.json'])).toEqual([]);
  });
});
