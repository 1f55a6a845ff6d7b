import {join} from 'node:path';
import {readDataFile} from '@docusaurus/utils';
import {expect, test} from 'vitest';
import {SOCIAL_PLATFORMS} from './platforms';

test('every social platform in blog/authors.yml has its icon in the lean author socials', async () => {
  const blog = join(__dirname, '../../../../../../blog');
  const authors = (await readDataFile({filePath: 'authors.yml', contentPaths: {contentPath: blog, contentPathLocalized: blog}})) as Record<
    string,
    {socials?: Record<string, string>}
  >;
  const used = Object.values(authors).flatMap((author) => Object.keys(author.socials ?? {}));
  expect(used.length).toBeGreaterThan(0);
  expect(used.filter((platform) => !Object.hasOwn(SOCIAL_PLATFORMS, platform))).toEqual([]);
});
