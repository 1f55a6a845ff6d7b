// Browser-bundle trims that need the bundler rather than a swizzle, in four parts that LEAN_CLIENT
// turns off one by one (parts.ts, README.md).
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {chunkGroups} from './chunk-groups';
import {generatedTrims} from './generated-trims';
import {packageStandIns} from './package-stand-ins';
import {PARTS, type Contribution, type LeanClientOptions} from './parts';
import {replaceAll} from './replaceAll';
import {ROUTE_TABLE, routeRuntime} from './route-runtime';

type CacheConfig = {version?: string} | boolean | undefined;

/** The bundler's persistent cache settings with `suffix` added to their version, if there is one. */
function cacheVersion(config: Configuration, suffix: string): Pick<Configuration, 'cache' | 'experiments'> {
  // Rspack's persistent cache is an experiment, which webpack's types do not know.
  const rspack = (config.experiments as {cache?: CacheConfig} | undefined)?.cache;
  if (rspack && typeof rspack === 'object')
    return {
      experiments: {cache: {...rspack, version: `${rspack.version ?? ''}-${suffix}`}},
    };
  const webpack = config.cache;
  if (webpack && typeof webpack === 'object' && webpack.type === 'filesystem')
    return {cache: {...webpack, version: `${webpack.version ?? ''}-${suffix}`}};
  return {};
}

const ALL_PARTS = Object.fromEntries(PARTS.map((part) => [part, true])) as LeanClientOptions;

export default function leanClientPlugin(context: LoadContext, options: LeanClientOptions = ALL_PARTS): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      // The server render needs the full generated files, and `docusaurus start` regenerates them
      // on every edit without calling this again, so only production browser builds get the rest.
      const production = !isServer && config.mode === 'production';
      // Core keys the bundler's persistent cache on the Docusaurus version and theme aliases only;
      // without the parts in the key, a build after one with other parts (or LEAN_CLIENT=off) reuses
      // module resolutions from the cache, and the replacements never see those imports.
      const partsKey = PARTS.filter((part) => options[part]).join('+');
      const cacheKey = cacheVersion(config, `lean-client-${partsKey}`);
      const contributions: Contribution[] = [
        ...(options['stand-ins'] ? [packageStandIns(context, production)] : []),
        ...(production && options.runtime ? [routeRuntime()] : []),
        ...(production && options.trims ? [generatedTrims(context, ROUTE_TABLE)] : []),
        ...(production && options.chunks ? [chunkGroups()] : []),
      ];
      const alias = Object.assign(
        {},
        ...contributions.map((part) => ({...part.alias, ...(production ? part.browserAlias : {})})),
      ) as Record<string, string>;
      if (!production) return {...cacheKey, resolve: {alias}};
      const entry = contributions.find((part) => part.entry)?.entry;
      const cacheGroups = Object.assign({}, ...contributions.map((part) => part.cacheGroups)) as Record<string, object>;
      return {
        ...cacheKey,
        ...(entry ? {entry} : {}),
        resolve: {alias},
        module: {rules: contributions.flatMap((part) => part.rules ?? [])},
        plugins: replaceAll(
          currentBundler.instance,
          contributions.flatMap((part) => part.replacements ?? []),
        ),
        ...(Object.keys(cacheGroups).length > 0 ? {optimization: {splitChunks: {cacheGroups}}} : {}),
      };
    },
  };
}
