import type webpack from 'webpack';
import type {Compiler, WebpackPluginInstance} from 'webpack';

export interface Replacement {
  /** Matches the import request to replace, e.g. /^@generated\/registry$/. */
  readonly request: RegExp;
  /** Absolute path of the module the browser bundle gets instead. */
  readonly file: string;
  /** Only where the folder of the importing module matches this (for relative requests). */
  readonly issuer?: RegExp;
}

/** What this needs of the bundler Docusaurus runs (typed as webpack; Rspack has the same API). */
export type Bundler = Pick<typeof webpack, 'NormalModuleReplacementPlugin' | 'WebpackError'>;

/**
 * Replaces each request with its file, and fails the compilation unless every replacement was
 * applied. The trimmed copies depend on one another (short chunk keys are shared by the registry
 * and the route chunk names), so a partly applied set builds fine and crashes every page.
 */
export function replaceAll(bundler: Bundler, replacements: readonly Replacement[]): WebpackPluginInstance[] {
  const replacers = replacements.map(
    ({request, file, issuer}) =>
      new bundler.NormalModuleReplacementPlugin(
        request,
        issuer
          ? (resource: {context?: string; request: string}) => {
              if (issuer.test(resource.context ?? '')) resource.request = file;
            }
          : file,
      ),
  );
  // Checked on the files the compilation read, not in the replacement callback: with the
  // persistent cache a rebuild restores modules without resolving their requests again.
  const check: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('lean-client', (compilation) => {
        compilation.hooks.processAssets.tap('lean-client', () => {
          const read = new Set(compilation.fileDependencies);
          const missed = replacements.filter((r) => !read.has(r.file)).map((r) => String(r.request));
          if (missed.length === 0) return;
          compilation.errors.push(
            new bundler.WebpackError(
              `lean-client: no import matched ${missed.join(', ')}, so the browser bundle would mix trimmed and ` +
                'original generated files. Check what @docusaurus/core imports now and update plugins/lean-client.',
            ),
          );
        });
      });
    },
  };
  return [...replacers, check];
}
