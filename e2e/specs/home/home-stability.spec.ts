import { expect, test, type Page } from '@playwright/test';

/**
 * The home page keeps still while it loads (design: reserve the room of everything that arrives
 * later). Every layout shift the browser reports without recent input is added up, from the first
 * paint until the banners, the notices, the hot sections and the winners board have arrived and
 * the page has been scrolled down to the footer. Goal: at most 0.05 (Lighthouse's "good" is 0.1).
 */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
];

type Shift = { value: number; sources: string[] };

const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

for (const viewport of VIEWPORTS) {
  test(`home at ${viewport.width}×${viewport.height} shifts by at most 0.05 while it loads`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    await page.goto('/');

    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('notice-ticker')).toBeVisible();
    await expect(page.getByTestId('home-sections-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile').first()).toBeVisible();
    const winners = page.getByTestId('winners-board');
    await expect(winners.getByRole('status')).toHaveCount(0);

    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeInViewport();
    // Every section's lists have arrived by now (none shows its loading state any more).
    await expect(page.getByTestId('home-page').getByRole('status')).toHaveCount(0);

    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
  });
}
