import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {docsSections} from '../../../src/data/docsSections';
import {PATCHED_MODULES, applyPatch, patchedModulePath} from '../patchedModules';

type GetActivePlugin = (data: object, pathname: string) => {pluginId: string} | undefined;

// Inside the project, so the copy's package imports resolve as they do in the build.
const dir = join(__dirname, '../../../node_modules/.cache/lean-client-patched-test');
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('patched modules', () => {
  it('each edit applies to the installed file', () => {
    for (const patch of PATCHED_MODULES) {
      const source = readFileSync(patchedModulePath(patch), 'utf8');
      expect(applyPatch(patch, source)).not.toBe(source);
    }
  });

  it('the two theme sorts no longer call localeCompare', () => {
    const sorts = PATCHED_MODULES.filter((patch) => patch.from.includes('localeCompare'));
    expect(sorts).toHaveLength(2);
    for (const patch of sorts) {
      const source = readFileSync(patchedModulePath(patch), 'utf8');
      const patched = applyPatch(patch, source);
      expect(source.split('localeCompare').length - patched.split('localeCompare').length).toBe(1);
    }
  });

  it('fails loudly when the text to edit is gone', () => {
    const [patch] = PATCHED_MODULES;
    if (!patch) throw new Error('no patches');
    expect(() => applyPatch(patch, 'export {};')).toThrow(/no longer has/);
  });

  it('the docs plugin copy finds the same active section as the original', async () => {
    const patch = PATCHED_MODULES.find((p) => p.file === 'docsClientUtils.js');
    if (!patch) throw new Error('no docsClientUtils patch');
    // Both versions written beside each other, with core's router alias (a bundler alias) resolved.
    mkdirSync(dir, {recursive: true});
    const load = async (name: string, source: string) => {
      const file = join(dir, name);
      writeFileSync(file, source.replace("from '@docusaurus/router'", "from 'react-router'"));
      return (await import(pathToFileURL(file).href)) as {getActivePlugin: GetActivePlugin};
    };
    const source = readFileSync(patchedModulePath(patch), 'utf8');
    const original = await load('original.mjs', source);
    const patched = await load('patched.mjs', applyPatch(patch, source));
    // The site's sections, plus nested and prefix-sharing paths where the order matters.
    const paths = [...docsSections.map((s) => `/${s.id}`), '/', '/features/tags', '/feature'];
    const data = Object.fromEntries(paths.map((path) => [path.slice(1) || 'root', {path, versions: []}]));
    const pathnames = [...paths, ...paths.map((p) => `${p}/x/y`), '/features/tags/scheduling', '/blog', '/a-b'];
    for (const pathname of pathnames)
      expect(patched.getActivePlugin(data, pathname)?.pluginId, pathname).toBe(
        original.getActivePlugin(data, pathname)?.pluginId,
      );
    expect(patched.getActivePlugin(data, '/features/tags/scheduling')?.pluginId).toBe('features/tags');
  });
});
