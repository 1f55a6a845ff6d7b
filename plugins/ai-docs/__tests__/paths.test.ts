import {describe, expect, it} from 'vitest';
import {cardPath, twinPath} from '../paths';

describe('paths', () => {
  it('puts the twin next to the route and the card under /img/cards', () => {
    expect(twinPath('/getting-started/intro')).toBe('/getting-started/intro.md');
    expect(cardPath('/getting-started/intro', '/')).toBe('/img/cards/getting-started/intro.png');
  });

  it('keeps the base URL once and handles the root route', () => {
    expect(twinPath('/docs/')).toBe('/docs.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(cardPath('/docs/cli/introduction', '/docs/')).toBe('/docs/img/cards/cli/introduction.png');
    expect(cardPath('/docs/', '/docs/')).toBe('/docs/img/cards/index.png');
  });
});
