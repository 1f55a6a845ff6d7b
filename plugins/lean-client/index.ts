// Browser-bundle trims that need the bundler rather than a swizzle.
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      const alias = {
        // `$`: only the bare specifier; ./utilsCommon imports the package's own files by path.
        '@docusaurus/utils-common$': join(__dirname, 'utilsCommon.ts'),
      };
      if (isServer || process.env.NODE_ENV !== 'production') return {resolve: {alias}};
      return {
        resolve: {alias},
        // Chunk files named by numeric id, not by Docusaurus's 8-hex-digit chunk names: the runtime
        // in every page then carries one id -> hash map instead of also an id -> name map for each
        // of the ~400 route chunks (random hex barely compresses).
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
      };
    },
  };
}
