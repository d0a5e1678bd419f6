import { expect, test, type Page } from './fixtures';
import { ADMIN, button, confirmSubmit, loginToJudge } from './helpers';
import { choose, field } from './form-kit';
import { audit as axe } from './axe';

/**
 * 场地预约日历 (page kind calendar, docs/page-kinds/calendar.md; docs/projects.md "场地预约日历
 * Calendar"): the administrator's calendar of venue bookings, pending and confirmed in two looks,
 * a free slot opening the booking form with the room and the times; and the public /venue, the
 * confirmed bookings for anyone. The demo bookings are relative to the day the data was loaded
 * (fixtures/records/trade-venue-booking.seed.json): today has a confirmed and a pending one.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The room switcher's button of `name`. */
const room = (page: Page, name: string) => page.getByRole('radiogroup', { name: '场地' }).locator('label').filter({ hasText: name });

async function openCalendar(page: Page, address = '/meetingVenue/meeting?id=trade-venue'): Promise<void> {
  await page.goto(address);
  await expect(page.getByTestId('calendar-page')).toBeVisible();
  await expect(page.getByText(/本时段共 \d+ 个预约/)).toBeVisible();
}

/** Clicks today's 18:00 slot of the day view: the booking form opens with the room and an hour from 18:00. */
async function bookEvening(page: Page): Promise<void> {
  await page.locator('td.fc-timegrid-slot-lane[data-time="18:00:00"]').click();
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-venue-booking&new=1$/);
  await expect(field(page, '场地').locator('.ant-select-selection-item')).toHaveText('第一评标室');
  await expect(field(page, '开始时间').locator('input')).toHaveValue(`${today()} 18:00`);
  await expect(field(page, '结束时间').locator('input')).toHaveValue(`${today()} 19:00`);
}

test('the administrator sees confirmed and pending bookings in two looks, opens one with Enter, and a free slot opens the form filled', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await openCalendar(page);
  const confirmed = page.locator('.ks-cal-confirmed').filter({ hasText: '城南片区道路改造工程开标' });
  const pending = page.locator('.ks-cal-pending').filter({ hasText: '滨江新区污水管网工程开标' });
  await expect(confirmed).toContainText('已确认');
  await expect(pending).toContainText('待审核');
  // not by words alone: a solid fill against a dashed outline on white
  expect(await confirmed.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
  expect(await pending.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('dashed');
  expect(await pending.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(255, 255, 255)');
  await expect(page.getByRole('group', { name: '图例' })).toContainText('待审核');
  // drafts and rejected bookings are nobody's time
  await expect(page.locator('.fc-event').filter({ hasText: '经开区污水管网工程开标' })).toHaveCount(0);
  await axe(page, '场地预约日历（周）');

  // a booking is reached with Tab and opened with Enter: its record, where it is audited
  await expect(pending).toHaveAttribute('tabindex', '0');
  await pending.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-venue-booking&recordId=/);
  await expect(page.getByTestId('dynamic-detail')).toContainText('待审核');

  // one room, today: its confirmed afternoon is taken, the evening is free; a slot opens the form filled
  await openCalendar(page);
  await room(page, '第一评标室').click();
  await page.getByRole('button', { name: '日', exact: true }).click();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expect(page.locator('.ks-cal-confirmed').filter({ hasText: '城南片区河道综合整治工程评标' })).toBeVisible();
  await expect(page.locator('.ks-cal-pending')).toHaveCount(0);
  await bookEvening(page);
});

/** Fills the rest of the booking form opened from a slot and submits it; resolves with the message shown. */
async function submitBooking(page: Page, project: string): Promise<void> {
  await field(page, '项目名称').locator('input').fill(project);
  await field(page, '联系人').locator('input').fill('王工');
  await field(page, '联系电话').locator('input').fill('13800001111');
  await button(page.getByTestId('dynamic-detail'), '提交').last().click();
  await confirmSubmit(page);
}

test('a booking made from a free slot is pending on the calendar; a slot a confirmed booking holds is refused with the reason, what was typed kept', async ({ page }) => {
  test.setTimeout(120_000);
  await loginToJudge(page, ADMIN);
  await openCalendar(page);
  await room(page, '第一评标室').click();
  await page.getByRole('button', { name: '日', exact: true }).click();
  await bookEvening(page);
  await submitBooking(page, '晚间开标演练');
  await expect(page.locator('.ant-message').getByText('提交成功').last()).toBeVisible();

  // pending on the calendar (the audit that confirms it: server/venue/venue.test.ts)
  await openCalendar(page);
  await room(page, '第一评标室').click();
  await page.getByRole('button', { name: '日', exact: true }).click();
  await expect(page.locator('.fc-event').filter({ hasText: '晚间开标演练' })).toHaveClass(/ks-cal-pending/);

  // 14:00 today in 第一评标室 is held by a confirmed booking (13:30–17:30). One room's view lets no
  // selection cross a booking; 全部场地 does, clicked beside the bookings, and the room is chosen in the form.
  await room(page, '全部场地').click();
  const lane = page.locator('td.fc-timegrid-slot-lane[data-time="14:00:00"]');
  const box = await lane.boundingBox();
  await lane.click({ position: { x: (box?.width ?? 10) - 3, y: 4 } });
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-venue-booking&new=1$/);
  await choose(page, '场地', '第一评标室');
  await submitBooking(page, '重复预约的项目');
  await expect(page.getByText(`该场地在所选时段已有确认的预约（第一评标室 ${today()} 13:30–17:30），请改约其他时段`).first()).toBeVisible();
  await expect(field(page, '项目名称').locator('input')).toHaveValue('重复预约的项目');
});

test('新建预约 opens the form from the keyboard with the chosen room', async ({ page }) => {
  await loginToJudge(page, ADMIN);
  await openCalendar(page);
  await room(page, '第二开标室').click();
  const add = page.getByRole('button', { name: '新建预约' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dynamicPage\/dynamicDetail\?id=trade-venue-booking&new=1$/);
  await expect(field(page, '场地').locator('.ant-select-selection-item')).toHaveText('第二开标室');
  await expect(field(page, '开始时间').locator('input')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
});

test('/venue shows anyone the confirmed bookings only: room, time and project, no contacts', async ({ page }) => {
  await page.goto('/venue');
  await expect(page.getByRole('heading', { name: '场地预约公示' })).toBeVisible();
  await expect(page.getByText(/本时段共 \d+ 个预约/)).toBeVisible();
  await expect(page.locator('.ks-cal-confirmed').filter({ hasText: '城南片区道路改造工程开标' })).toContainText('第一开标室');
  await expect(page.locator('.ks-cal-pending')).toHaveCount(0);
  await expect(page.getByText('滨江新区污水管网工程开标')).toHaveCount(0);
  // read-only: no slot opens a form
  await expect(page.getByRole('button', { name: '新建预约' })).toHaveCount(0);
  const answer = await page.request.post('/ks/trade/venue/public/bookings', { data: { kssj: `${today()},${today()}` } });
  const body = (await answer.json()) as { data: { records: Array<Record<string, unknown>> } };
  expect(body.data.records.length).toBeGreaterThan(0);
  for (const r of body.data.records) expect(Object.keys(r).sort()).toEqual(['cdmc', 'id', 'jssj', 'kssj', 'status', 'xmmc']);
  expect(JSON.stringify(body)).not.toContain('13800001111');
  await axe(page, '场地预约公示');
});
