import {expect, test} from 'vitest';
import {englishPlural} from './plural';

test('picks the "one" form for 1 and the "other" form otherwise, as usePluralForm does for English', () => {
  const message = 'One min read|{readingTime} min read';
  expect(englishPlural(message, 1)).toBe('One min read');
  expect(englishPlural(message, 0)).toBe('{readingTime} min read');
  expect(englishPlural(message, 11)).toBe('{readingTime} min read');
  expect(englishPlural('min read', 3)).toBe('min read');
});
