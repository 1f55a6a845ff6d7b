// Pins django-cfg in install commands and requirement lines, so that what a reader copies installs
// the release the docs describe. Explicit versions (==, >=, @latest, …) are left as written.

/** pip (also `python -m pip`, pip3), uv pip, uv add, poetry add and pipx install. */
const INSTALLER =
  /(?:^|[\s$>`])((?:python3?(?:\.\d+)?\s+-m\s+)?pip3?\s+install|uv\s+pip\s+install|uv\s+add|poetry\s+add|pipx\s+install)\b/g;
/** Where the arguments of a command end: a comment, a pipe or the next command. */
const COMMAND_END = /\s#|&&|\|\||[;|]/;
/** An unversioned django-cfg argument, quoted or not, with optional extras. */
const UNPINNED_ARGUMENT = /(^|\s)(['"]?)django-cfg(\[[\w,\s-]*\])?\2(?=\s|$)/g;
/** A requirements-file line naming django-cfg without a version. */
const UNPINNED_REQUIREMENT = /^(\s*)django-cfg(\[[\w,\s-]*\])?(\s*(?:#.*)?)$/;

/** Pins every unversioned django-cfg in the install commands of a text, line by line. */
export function pinInstallCommands(text: string, version: string): string {
  return text
    .split('\n')
    .map((line) => {
      let result = '';
      let last = 0;
      for (const match of line.matchAll(INSTALLER)) {
        const start = match.index + match[0].length;
        if (start < last) continue;
        const rest = line.slice(start);
        const end = rest.search(COMMAND_END);
        const args = end < 0 ? rest : rest.slice(0, end);
        result += line.slice(last, start);
        result += args.replace(
          UNPINNED_ARGUMENT,
          (_, space: string, quote: string, extras?: string) =>
            `${space}${quote}django-cfg${extras ?? ''}==${version}${quote}`,
        );
        last = start + args.length;
      }
      return result + line.slice(last);
    })
    .join('\n');
}

/** Pins django-cfg lines of a requirements file (and any install commands in it). */
export function pinRequirements(text: string, version: string): string {
  return pinInstallCommands(text, version)
    .split('\n')
    .map((line) =>
      line.replace(
        UNPINNED_REQUIREMENT,
        (_, indent: string, extras: string | undefined, tail: string) =>
          `${indent}django-cfg${extras ?? ''}==${version}${tail}`,
      ),
    )
    .join('\n');
}

/** Install commands that would install an unpinned django-cfg: for checks over built output. */
export function unpinnedInstallCommands(text: string): string[] {
  return text.split('\n').filter((line) => pinInstallCommands(line, '0') !== line);
}
