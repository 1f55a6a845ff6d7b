import {describe, expect, it} from 'vitest';
import {site} from './site';

describe('build rules', () => {
  // A broken anchor or two pages at one URL used to pass with a warning in a long build log.
  it('fail the build on broken links, anchors, Markdown links and images, and duplicate routes', () => {
    expect(site).toMatchObject({
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      onDuplicateRoutes: 'throw',
      markdown: {hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'}},
    });
  });
});
