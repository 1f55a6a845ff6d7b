// Browser-bundle trims that need the bundler rather than a swizzle, in four parts that LEAN_CLIENT
// turns off one by one (parts.ts, README.md).
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkGroups} from './chunk-groups';
import {generatedTrims} from './generated-trims';
import {packageStandIns} from './package-stand-ins';
import {PARTS, type Contribution, type LeanClientOptions} from './parts';
import {replaceAll} from './replaceAll';
import {ROUTE_TABLE, routeRuntime} from './route-runtime';

const ALL_PARTS = Object.fromEntries(PARTS.map((part) => [part, true])) as LeanClientOptions;

export default function leanClientPlugin(context: LoadContext, options: LeanClientOptions = ALL_PARTS): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      // The server render needs the full generated files, and `docusaurus start` regenerates them
      // on every edit without calling this again, so only production browser builds get the rest.
      const production = !isServer && config.mode === 'production';
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
      if (!production) return {resolve: {alias}};
      const entry = contributions.find((part) => part.entry)?.entry;
      const cacheGroups = Object.assign({}, ...contributions.map((part) => part.cacheGroups)) as Record<string, object>;
      return {
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
