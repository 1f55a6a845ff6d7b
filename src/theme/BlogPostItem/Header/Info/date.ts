// A post's date as the theme writes it for English ("January 15, 2025", in UTC), without
// Intl.DateTimeFormat: the first DateTimeFormat a page makes costs 12-30 ms of ICU set-up on a
// desktop CPU, and the blog post header made it while hydrating, in the page's longest task
// (design/log/performance-round-4.md). The site has one locale (docusaurus.config.ts, i18n).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function formatPostDate(isoDate: string): string {
  const date = new Date(isoDate);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
