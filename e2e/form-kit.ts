import { expect, type Locator, type Page } from './fixtures';

/**
 * Filling a Formily form as a person does, shared by the form journeys (form.spec, journeys-rules,
 * mine, journeys-prefill): a field found by its label, a choice made in its dropdown, a date typed.
 */

/** The form item whose label is exactly `name`. */
export const field = (page: Page, name: string): Locator =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label').getByText(name, { exact: true }) });

/** The open dropdown of a select, tree select or cascader. */
export const openDropdown = (page: Page, kind: 'select' | 'cascader' = 'select'): Locator =>
  page.locator(kind === 'select' ? '.ant-select-dropdown:visible' : '.ant-cascader-dropdown:visible');

/** Picks `option` in the select of field `name` and waits until it shows as chosen. */
export async function choose(page: Page, name: string, option: string): Promise<void> {
  await field(page, name).locator('.ant-select-selector').click();
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
  await expect(openDropdown(page)).toHaveCount(0);
  await expect(field(page, name).locator('.ant-select-selection-item')).toHaveText(option);
}

/** Clicks `path` level by level in the cascader of field `name`, then closes it. */
export async function choosePath(page: Page, name: string, path: string[]): Promise<void> {
  await field(page, name).locator('.ant-select-selector').click();
  for (const [level, label] of path.entries()) {
    await openDropdown(page, 'cascader').locator('.ant-cascader-menu').nth(level).getByTitle(label, { exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(openDropdown(page, 'cascader')).toHaveCount(0);
}

/** Types `date` into the date picker of field `name` and confirms it with Enter. */
export async function typeDate(page: Page, name: string, date: string): Promise<void> {
  const input = field(page, name).locator('input');
  await input.click();
  // The click swaps the light look-alike for the real picker (runtime/fields/shared/stand-in.tsx);
  // a person types into the picker that opened. Text typed into the look-alike itself is the
  // stand-in's own test (stand-in.test.tsx): once in a full run it was lost here (five-in-one 发布日期).
  await expect(field(page, name).locator('.ks-stand-in')).toHaveCount(0);
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}
