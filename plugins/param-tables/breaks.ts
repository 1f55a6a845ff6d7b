// Where inline code in a table may wrap: after a space, and before a dot or after an underscore or
// slash that sits between two letters or digits. `EnvironmentMode.PRODUCTION` becomes
// `EnvironmentMode` + `.PRODUCTION`; `__init__` and `--force/-f` stay whole (the pieces do not
// wrap inside themselves, not even at a hyphen). Shared by the remark plugin and
// src/components/ConfigReference.

/** The pieces of `value` between its break opportunities, in order; joined they give `value`. */
export function codeBreaks(value: string): string[] {
  return value.split(/(?<=[A-Za-z0-9])(?=\.[A-Za-z0-9])|(?<=[A-Za-z0-9][_/])(?=[A-Za-z0-9])|(?<= )(?=[^ ])/);
}
