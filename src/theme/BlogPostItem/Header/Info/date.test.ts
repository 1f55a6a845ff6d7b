import {expect, test} from 'vitest';
import {formatPostDate} from './date';

test('writes a post date as the theme does for English, in UTC', () => {
  const theme = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  const dates = ['2024-02-29T00:00:00.000Z', '2025-12-31T23:59:59.000Z', '2026-01-01T00:00:00.000Z', '2025-11-20'];
  for (let month = 0; month < 12; month++) dates.push(new Date(Date.UTC(2025, month, 1 + month * 2)).toISOString());
  for (const date of dates) expect(formatPostDate(date)).toBe(theme.format(new Date(date)));
  expect(formatPostDate('2025-11-20T00:00:00.000Z')).toBe('November 20, 2025');
});
