// The phone footer fits about one screen (issue 33, review finding m12) and keeps every link.
import {footer} from '../../config/footer';
import {expect, test} from './fixtures';

const PHONE = {width: 360, height: 800};

test.describe('footer on a 360 × 800 phone', () => {
  test.use({viewport: PHONE});

  test('is no taller than one screen', async ({page}) => {
    await page.goto('/getting-started/intro');
    const box = await page.locator('footer.footer').boundingBox();
    expect(box).not.toBeNull();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(PHONE.height);
  });

  test('shows every link of the footer configuration, in two columns', async ({page}) => {
    await page.goto('/getting-started/intro');
    const links = page.locator('footer.footer .footer__links');
    for (const column of footer().links) {
      const items = 'items' in column ? (column.items as {label?: string}[]) : [];
      for (const item of items) {
        await expect(links.getByRole('link', {name: item.label ?? ''}).first()).toBeVisible();
      }
    }
    // Two columns side by side: the first two column titles share a row.
    const titles = links.locator('.footer__title');
    const [first, second] = await Promise.all([titles.nth(0).boundingBox(), titles.nth(1).boundingBox()]);
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1000))).toBeLessThan(2);
  });
});
