import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, adminToken, api, registerMember, rootCode, text } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * The hotel back-office (issue 29): an operator creates a hotel and a room type, puts rooms on
 * sale for a range of nights and sees them in the month calendar; a member books a stay through
 * the member checkout; lowering a night below what is booked is refused naming the night; the
 * operator confirms the booking with the hotel's number. The screens in zh and ms at 375 px.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

const PASSWORD = 'Hotels123';
const SEC_PASSWORD = 'Secure777';
let memberToken: string;

/** `day` moved by `n` days (YYYY-MM-DD, calendar arithmetic). */
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

async function openConsole(viewport: typeof PHONE, path: string, language = 'en') {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  page = await context.newPage();
  await page.goto('/admin/login');
  await adminLogin(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(path);
}

beforeAll(async () => {
  browser = await launchBrowser();
  expect(await rootCode()).toBeTruthy();
  const member = await registerMember({
    prefix: 'htl',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Hotel Guest',
    contact_number: '+60123337777',
    group_type: 1,
    address: '5 Jalan Hotel, Kuala Lumpur',
  });
  const funded = await api('/api/admin/wallet/adjust', {
    token: await adminToken(),
    body: {
      username: member.username,
      wallet: 'point2',
      direction: 'credit',
      amount: '2000.00',
      reason: 'e2e hotel funding',
    },
  });
  expect(funded.status, JSON.stringify(funded)).toBe(200);
  const login = await api<{ token: string }>('/api/auth/login', {
    body: { username: member.username, password: PASSWORD },
  });
  memberToken = login.data.token;
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-hotels-${ctx.task.name}`);
  await context?.close();
  context = undefined;
});

let hotelId = 0;
let bookingRef = '';
let firstNight = '';

describe('hotel back-office', () => {
  it('creates a hotel and a room type, sets rooms for a range and sees the calendar (1280 px)', async () => {
    await openConsole(DESKTOP, '/admin/hotels');
    await page.getByTestId('admin-hotel-new').click();
    const name = `E2E Seaview ${Date.now().toString(36)}`;
    await page.getByTestId('admin-hotel-name-en').fill(name);
    await page.getByTestId('admin-hotel-city').fill('Penang');
    await page.getByTestId('admin-hotel-address').fill('1 Jalan Pantai, George Town');
    await page.getByTestId('admin-hotel-save').click();
    await page.waitForURL(/\/admin\/hotels\/\d+$/);
    hotelId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByTestId('admin-room-new').click();
    await page.getByTestId('admin-room-name-en').fill('Deluxe Sea View');
    await page.getByTestId('admin-room-capacity').fill('2');
    for (const [field, value] of [
      ['normal_credit', '200.00'],
      ['premium_credit', '180.00'],
      ['normal_cash', '220.00'],
      ['premium_cash', '200.00'],
    ]) {
      await page.getByTestId(`admin-room-${field}`).fill(value);
    }
    await page.getByTestId('admin-room-save').click();
    await page.getByTestId('admin-room-types-table').getByText('Deluxe Sea View').waitFor();
    await screenshot(page, 'admin-hotels-desktop-editor');

    await page.getByTestId('admin-room-calendar').first().click();
    const modal = page.getByTestId('admin-room-calendar-modal');
    await modal.waitFor();
    // The range starts tomorrow (Asia/Kuala_Lumpur, UTC+8): the first night a member can book.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await page.getByTestId('admin-allotment-from').inputValue()).toBe(addDays(today, 1));
    firstNight = addDays(today, 1);
    await page.getByTestId('admin-allotment-from').fill(firstNight);
    await page.getByTestId('admin-allotment-to').fill(addDays(firstNight, 4));
    await page.getByTestId('admin-allotment-rooms').fill('3');
    await page.getByTestId('admin-allotment-save').click();
    await expect
      .poll(() => page.getByTestId(`admin-night-${firstNight}`).textContent(), { timeout: 15_000 })
      .toMatch(/0\/3/);
    await screenshot(page, 'admin-hotels-desktop-calendar');
  });

  it('a member books through the checkout; fewer rooms than booked is refused naming the night', async () => {
    const admin = await adminToken();
    const hotel = await api<{ room_types: { id: number }[] }>(`/api/admin/hotels/${hotelId}`, {
      token: admin,
    });
    const roomTypeId = hotel.data.room_types[0].id;
    const added = await api('/api/hotel/addCart', {
      token: memberToken,
      body: {
        room_type_id: roomTypeId,
        check_in: firstNight,
        check_out: addDays(firstNight, 2),
        rooms: 1,
        guest_name: 'Hotel Guest',
      },
    });
    expect(added.status, JSON.stringify(added)).toBe(200);
    const res = await fetch(`${baseUrl}/api/hotel/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${memberToken}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ payment_type: 'credit', sec_password: SEC_PASSWORD }),
    });
    const paid = (await res.json()) as { data: { bookings: { ref_no: string }[] } };
    expect(res.status, JSON.stringify(paid)).toBe(200);
    bookingRef = paid.data.bookings[0].ref_no;

    await openConsole(DESKTOP, `/admin/hotels/${hotelId}`);
    await page.getByTestId('admin-room-calendar').first().click();
    await page.getByTestId('admin-room-calendar-modal').waitFor();
    await page.getByTestId('admin-calendar-month').waitFor();
    if (
      firstNight.slice(0, 7) !==
      (await page.getByTestId('admin-allotment-from').inputValue()).slice(0, 7)
    ) {
      await page.getByTestId('admin-calendar-next').click();
    }
    await expect
      .poll(() => page.getByTestId(`admin-night-${firstNight}`).textContent(), { timeout: 15_000 })
      .toMatch(/1\/3/);
    await page.getByTestId('admin-allotment-from').fill(firstNight);
    await page.getByTestId('admin-allotment-to').fill(firstNight);
    await page.getByTestId('admin-allotment-rooms').fill('0');
    await page.getByTestId('admin-allotment-save').click();
    const refusal = page.getByTestId('admin-allotment-error');
    await refusal.waitFor();
    const night = new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(
      new Date(`${firstNight}T00:00:00Z`),
    );
    expect(await refusal.textContent()).toContain(night);
    expect(await page.getByTestId(`admin-night-${firstNight}`).textContent()).toMatch(/1\/3/);
  });

  it('the operator confirms the booking with the hotel number (1280 px)', async () => {
    await openConsole(DESKTOP, `/admin/hotel-bookings?q=${bookingRef}`);
    const table = page.getByTestId('admin-hotel-bookings-table');
    await table.getByText(bookingRef).click();
    const drawer = page.getByTestId('admin-hotel-booking-drawer');
    await drawer.getByTestId('admin-hotel-booking-history').waitFor();
    await drawer.getByTestId('admin-hotel-booking-confirm').click();
    await page.getByTestId('admin-hotel-booking-confirm-dialog').waitFor();
    await page.getByTestId('admin-hotel-confirm-number').fill('PEN-778899');
    await page.getByTestId('admin-hotel-confirm-submit').click();
    await drawer.getByText('PEN-778899').first().waitFor();
    await drawer
      .getByText(text('en', 'adminHotels', 'status.confirmed'))
      .first()
      .waitFor();
    await screenshot(page, 'admin-hotels-desktop-confirmed');

    const list = await api<{
      records: { ref_no: string; status: string; confirmation_number: string }[];
    }>(`/api/admin/hotel-bookings?search=${bookingRef}&status=confirmed`, {
      token: await adminToken(),
    });
    expect(list.data.records).toEqual([
      expect.objectContaining({
        ref_no: bookingRef,
        status: 'confirmed',
        confirmation_number: 'PEN-778899',
      }),
    ]);
  });

  it('shows the screens in zh and ms at 375 px', async () => {
    for (const language of ['zh', 'ms']) {
      await openConsole(PHONE, `/admin/hotel-bookings?status=confirmed&q=${bookingRef}`, language);
      await page
        .getByText(text(language, 'adminHotels', 'bookings.heading'))
        .first()
        .waitFor();
      await page.getByTestId('admin-hotel-bookings-table').getByText(bookingRef).click();
      const drawer = page.getByTestId('admin-hotel-booking-drawer');
      await drawer.getByTestId('admin-hotel-booking-history').waitFor();
      await screenshot(page, `admin-hotels-phone-${language}-booking`);
      await drawer.getByTestId('admin-hotel-booking-cancel').click();
      await page.getByTestId('admin-hotel-booking-cancel-dialog').waitFor();
      await page.getByTestId('admin-hotel-cancel-refund-full').click();
      await page.getByTestId('admin-hotel-cancel-outcome').waitFor();
      await screenshot(page, `admin-hotels-phone-${language}-cancel-dialog`);
      await context?.close();

      await openConsole(PHONE, `/admin/hotels/${hotelId}`, language);
      await page.getByTestId('admin-room-calendar').first().click();
      await page.getByTestId('admin-room-calendar-grid').waitFor();
      await page.getByText(text(language, 'adminHotels', 'allotment.heading')).waitFor();
      await screenshot(page, `admin-hotels-phone-${language}-calendar`);
      await context?.close();
      context = undefined;
    }
  });
});
