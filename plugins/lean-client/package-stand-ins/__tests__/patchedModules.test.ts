import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type * as ReactRouter from 'react-router';
import {afterAll, describe, expect, it} from 'vitest';
import {docsSections} from '../../../../src/data/docsSections';
import {PATCHED_MODULES, applyPatch, patchedModulePath, type PatchedModule} from '../patchedModules';

type GetActivePlugin = (data: object, pathname: string) => {pluginId: string} | undefined;

// Inside the project, so the copy's package imports resolve as they do in the build.
const dir = join(__dirname, '../../../../node_modules/.cache/lean-client-patched-test');
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Writes `source` into the test folder and imports it. */
async function load<T>(name: string, source: string): Promise<T> {
  mkdirSync(dir, {recursive: true});
  const file = join(dir, name);
  writeFileSync(file, source);
  return (await import(pathToFileURL(file).href)) as T;
}

function patchOf(file: string): PatchedModule {
  const patch = PATCHED_MODULES.find((p) => p.file === file);
  if (!patch) throw new Error(`no ${file} patch`);
  return patch;
}

describe('patched modules', () => {
  it('each edit applies to the installed file', () => {
    for (const patch of PATCHED_MODULES) {
      const source = readFileSync(patchedModulePath(patch), 'utf8');
      expect(applyPatch(patch, source)).not.toBe(source);
    }
  });

  it('the theme copies have one localeCompare less', () => {
    for (const patch of [patchOf('utils/reactUtils.js'), patchOf('docsClientUtils.js')]) {
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
    const patch = patchOf('docsClientUtils.js');
    // Both versions written beside each other, with core's router alias (a bundler alias) resolved.
    const source = readFileSync(patchedModulePath(patch), 'utf8').replace(
      "from '@docusaurus/router'",
      "from 'react-router'",
    );
    type DocsClientUtils = {getActivePlugin: GetActivePlugin};
    const original = await load<DocsClientUtils>('original.mjs', source);
    const patched = await load<DocsClientUtils>('patched.mjs', applyPatch(patch, source));
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

  it('the React Router copy renders as the original and no longer reaches its createContext polyfill', async () => {
    const patch = patchOf('esm/react-router.js');
    const source = readFileSync(patchedModulePath(patch), 'utf8');
    const patchedSource = applyPatch(patch, source);
    // Left with its declaration only, so the minifier drops it with everything only it uses.
    expect(patchedSource.match(/\bcreateReactContext\b/g)).toHaveLength(1);
    const original = await load<typeof ReactRouter>('react-router-original.mjs', source);
    const patched = await load<typeof ReactRouter>('react-router-patched.mjs', patchedSource);
    expect(Object.keys(patched).sort()).toEqual(Object.keys(original).sort());
    const render = ({StaticRouter, Switch, Route, useLocation, useParams}: typeof ReactRouter) => {
      function Page() {
        const {pathname, search, hash} = useLocation();
        return createElement('p', null, useParams<{id: string}>().id, pathname, search, hash);
      }
      return renderToStaticMarkup(
        createElement(
          StaticRouter,
          {location: '/docs/intro?q=1#top'},
          createElement(
            Switch,
            null,
            createElement(Route, {path: '/blog'}, 'blog'),
            createElement(Route, {path: '/docs/:id'}, createElement(Page)),
          ),
        ),
      );
    };
    expect(render(patched)).toBe('<p>intro/docs/intro?q=1#top</p>');
    expect(render(patched)).toBe(render(original));
    expect(patched.__RouterContext).toHaveProperty('$$typeof', Symbol.for('react.context'));
  });
});
