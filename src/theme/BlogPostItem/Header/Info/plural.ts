/**
 * The form of a `one|other` message for `count` in English (the site's one locale): what the
 * theme's usePluralForm picks for English, without Intl.PluralRules and its form lists.
 */
export function englishPlural(message: string, count: number): string {
  const [one = '', other = one] = message.split('|');
  return count === 1 ? one : other;
}
