// Core's route preloading and `window.docusaurus` swapped for versions that load a docs section's
// routes with the section and prefetch by chunk file, and the bundle entry swapped for one that
// evaluates main.js in stages. Production browser bundle only. README.md in this folder.
import {join} from 'node:path';
import type {Contribution} from '../parts';

/** The folder of @docusaurus/core's browser modules. */
const CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** The module the trimmed route table imports its runtime from. */
export const ROUTE_TABLE = join(__dirname, 'routeTable.ts');

export function routeRuntime(): Contribution {
  return {
    // Core's preload, which loads a docs section's routes first (see preload.ts), and core's
    // window.docusaurus, whose prefetch needs chunk names the trimmed registry does not keep.
    replacements: [
      {request: /^\.\/preload$/, issuer: CORE_CLIENT, file: join(__dirname, 'preload.ts')},
      {request: /^\.\/docusaurus$/, issuer: CORE_CLIENT, file: join(__dirname, 'docusaurus.ts')},
    ],
    // Evaluates main.js in stages instead of one task (clientEntry.ts).
    entry: join(__dirname, 'clientEntry.ts'),
  };
}
