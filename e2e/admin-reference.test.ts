import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, adminToken, api, text, unique, waitForText } from './support/app';
import { phonePagePerTest, screenshot } from './support/browser';

let page: Page;
phonePagePerTest('failed-reference-', (p) => {
  page = p;
});

const noSidewaysScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

interface CentreRow {
  id: number;
  name: string;
  opening_hours: string | null;
  active: boolean;
}

describe('reference data in the back-office at 375 px', () => {
  it('adds a collection centre, finds it and switches it off; members are no longer offered it', async () => {
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await adminLogin(page);
    await page.getByTestId('admin-header-user').waitFor();
    await page.goto('/admin/reference/collect-points');
    await page.getByTestId('admin-collect-points-table').waitFor();
    expect(await noSidewaysScroll()).toBe(true);

    // Add one: the dialog fills the phone screen; an empty name is refused in place.
    const name = `E2E Centre ${unique()}`;
    await page.getByTestId('admin-collect-point-new').click();
    const form = page.getByTestId('admin-collect-point-form');
    await form.waitFor();
    await page.getByTestId('admin-collect-point-save').click();
    await waitForText(form, text('en', 'errors', 'REQUIRED'));
    await page.getByTestId('admin-collect-point-name').fill(name);
    await page.getByTestId('admin-collect-point-address').fill('9 Jalan Ujian, 50000 Kuala Lumpur');
    await page.getByTestId('admin-collect-point-opening-hours').fill('Mon–Fri 09:00–17:00');
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'admin-phone-collect-point-new');
    await page.getByTestId('admin-collect-point-save').click();
    await page.getByTestId('message-success').first().waitFor();
    await form.waitFor({ state: 'hidden' });

    // Find it by searching, then edit it: new hours, switched off.
    await page.getByTestId('admin-collect-points-search').fill(name.toLowerCase());
    const rows = page.getByTestId('admin-collect-points-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await waitForText(rows.first(), name);
    await rows.first().getByTestId('admin-collect-point-edit').click();
    await form.waitFor();
    await page.getByTestId('admin-collect-point-opening-hours').fill('Sat 10:00–14:00');
    await page.getByTestId('admin-collect-point-active').uncheck();
    await page.getByTestId('admin-collect-point-reason').fill('E2E: closed on weekdays');
    await page.getByTestId('admin-collect-point-save').click();
    await form.waitFor({ state: 'hidden' });
    await waitForText(rows.first(), text('en', 'adminReference', 'common.inactive'));
    await waitForText(rows.first(), 'Sat 10:00–14:00');
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'admin-phone-collect-points');

    const token = await adminToken();
    const list = await api<{ records: CentreRow[] }>('/api/admin/collect-points', { token });
    const saved = list.data.records.find((r) => r.name === name);
    expect(saved).toMatchObject({ opening_hours: 'Sat 10:00–14:00', active: false });
    const offered = await api<{ mall_collect_point: { id: number }[] }>(
      '/api/mall/getCollectPoint',
    );
    expect(offered.data.mall_collect_point.map((p) => p.id)).not.toContain(saved?.id);
  });

  it('shows the countries and states lists with search and no sideways scroll', async () => {
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await adminLogin(page);
    await page.getByTestId('admin-header-user').waitFor();
    await page.goto('/admin/reference/countries');
    await page.getByTestId('admin-countries-table').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await page.getByTestId('admin-countries-search').fill('no such country');
    await waitForText(page.getByTestId('admin-countries'), 'no such country');

    await page.goto('/admin/reference/states');
    await page.getByTestId('admin-states-table').waitFor();
    await page.getByTestId('admin-states-search').fill('sabah');
    const rows = page.getByTestId('admin-states-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('admin-state-edit').click();
    await page.getByTestId('admin-state-form').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'admin-phone-state-area');
  });
});
