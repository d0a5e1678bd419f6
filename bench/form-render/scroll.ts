import type { Page } from '@playwright/test';

/**
 * Scrolls to the end of the page a screen at a time (mouse wheel, as a person would, so every
 * chunk of a progressive form comes near the viewport on the way), then waits until the number
 * of inputs has been still for a second.
 */
export async function scrollThrough(page: Page): Promise<number> {
  for (let screens = 0; screens < 400; screens++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    if (atEnd) break;
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(50);
  }
  let count = -1;
  let stillSince = Date.now();
  for (;;) {
    const now = await page.locator('#root input').count();
    if (now !== count) [count, stillSince] = [now, Date.now()];
    else if (Date.now() - stillSince >= 1000) return count;
    await page.waitForTimeout(100);
  }
}
