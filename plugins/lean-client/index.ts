// Browser-bundle trims that need the bundler rather than a swizzle.
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack() {
      // `$`: only the bare specifier; ./utilsCommon imports the package's own files by path.
      return {resolve: {alias: {'@docusaurus/utils-common$': join(__dirname, 'utilsCommon.ts')}}};
    },
  };
}
