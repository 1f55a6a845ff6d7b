// Where an identifier may wrap: before a dot and after an underscore or slash that sits between two
// letters or digits. `EnvironmentMode.PRODUCTION` becomes `EnvironmentMode` + `.PRODUCTION`;
// `__init__` stays whole. Shared by the remark plugin and src/components/ConfigReference.

/** The pieces of `value` between its break opportunities, in order; joined they give `value`. */
export function codeBreaks(value: string): string[] {
  return value.split(/(?<=[A-Za-z0-9])(?=\.[A-Za-z0-9])|(?<=[A-Za-z0-9][_/])(?=[A-Za-z0-9])/);
}
