import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerMember, text, unique, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 29 (BUSINESS_RULES §14): a member books a hotel stay on a phone. In ms at 375 px: search
 * by city and dates, the hotel, add to the hotel cart, pay by credit with 50.00 from point2 and the
 * rest from point4, the booking pre-booked, then cancelled free of charge with every sen back. In
 * zh: a cart line whose night sold out is flagged (not dropped) and blocks checkout until removed,
 * the other paid in cash, and a stay starting tomorrow can no longer be cancelled (the translated
 * refusal). In en at 1280 px: the same screens on a wide screen.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Tamu12345';
const SEC_PASSWORD = 'Secure888';
const tag = unique();
const CITY = `Pulau ${tag}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let token: string;
let userId: number;
let hotel: { id: number };
let deluxe: { id: number };
let family: { id: number };

/** Malay's short month names, as the app writes a day ("31 Ogo 2026"). */
const MALAY_MONTHS = 'Jan Feb Mac Apr Mei Jun Jul Ogo Sep Okt Nov Dis'.split(' ');

/** The business date `days` from today in Asia/Kuala_Lumpur (UTC+8, no DST). */
const inDays = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function must<T>(path: string, body?: unknown, as = admin, method?: string) {
  const reply =
    method === 'PUT' ? await putJson<T>(path, body, as) : await api<T>(path, { token: as, body });
  expect(reply.status, `${path}: ${reply.message}`).toBe(200);
  return reply.data;
}

async function putJson<T>(path: string, body: unknown, as: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { message: string; data: T };
  return { status: res.status, message: reply.message, data: reply.data };
}

type Wallets = { point1: string; point2: string; point4: string };
const sen = (amount: string) => BigInt(amount.replace('.', ''));
async function wallets(): Promise<Wallets> {
  const info = await api<Wallets>('/api/member/get-member-info', { token });
  return { point1: info.data.point1, point2: info.data.point2, point4: info.data.point4 };
}

async function stayTotal(roomTypeId: number, checkIn: string, checkOut: string) {
  const detail = await api<{
    room_types: { id: number; total: { credit: string; cash: string } }[];
  }>(`/api/hotel/getHotelDetail?hotel_id=${hotel.id}&check_in=${checkIn}&check_out=${checkOut}`, {
    token,
  });
  const room = detail.data.room_types.find((r) => r.id === roomTypeId);
  if (!room) throw new Error('room type not offered');
  return room.total;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  const member = await registerMember({
    prefix: 'stay',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Siti Pelancong',
    contact_number: '+60125557777',
    group_type: 1,
    address: '8 Jalan Pelabuhan, Klang',
  });
  for (const [wallet, amount] of [
    ['point1', '1000.00'],
    ['point2', '100.00'],
    ['point4', '2000.00'],
  ])
    await must('/api/admin/wallet/adjust', {
      username: member.username,
      wallet,
      direction: 'credit',
      amount,
      reason: 'e2e hotel',
    });
  hotel = await must<{ id: number }>('/api/admin/hotels', {
    name_en: `Harbour View Hotel ${tag}`,
    name_zh: `海景酒店 ${tag}`,
    name_ms: `Hotel Pemandangan Pelabuhan ${tag}`,
    city: CITY,
    address: '12 Lebuh Pantai, George Town',
    description_en: 'Rooms over the harbour, breakfast included.',
    description_zh: '俯瞰港口的客房，含早餐。',
    description_ms: 'Bilik menghadap pelabuhan, termasuk sarapan.',
    free_cancel_days: 3,
  });
  const picture = await sharp({
    create: { width: 960, height: 640, channels: 3, background: { r: 30, g: 110, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'hotel.jpg');
  const uploaded = await fetch(`${baseUrl}/api/admin/hotels/${hotel.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  deluxe = await must<{ id: number }>(`/api/admin/hotels/${hotel.id}/room-types`, {
    name_en: 'Deluxe King',
    name_zh: '豪华大床房',
    name_ms: 'Deluxe Katil King',
    capacity: 2,
    normal_credit: '200.00',
    premium_credit: '170.00',
    normal_cash: '190.00',
    premium_cash: '160.00',
  });
  family = await must<{ id: number }>(`/api/admin/hotels/${hotel.id}/room-types`, {
    name_en: 'Family Suite',
    name_zh: '家庭套房',
    name_ms: 'Suite Keluarga',
    capacity: 4,
    normal_credit: '320.00',
    premium_credit: '300.00',
    normal_cash: '310.00',
    premium_cash: '290.00',
  });
  for (const type of [deluxe, family])
    await must(
      `/api/admin/room-types/${type.id}/allotment`,
      { from: inDays(1), to: inDays(40), rooms: 3 },
      admin,
      'PUT',
    );
  const login = await api<{ token: string; user: { id: number } }>('/api/auth/login', {
    body: { username: member.username, password: PASSWORD },
  });
  token = login.data.token;
  userId = login.data.user.id;
}, 180_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-hotel-${ctx.task.name}`);
  await context?.close();
});

async function open(viewport: typeof PHONE, language: string) {
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl,
          localStorage: [
            { name: 'token', value: token },
            { name: 'user_id', value: String(userId) },
            { name: 'lang', value: language },
          ],
        },
      ],
    },
  });
  page = await context.newPage();
  return page;
}

const noSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Searches the test's city for a stay from the search screen. */
async function search(checkIn: string, checkOut: string) {
  await page.goto('/web/hotel');
  const form = page.getByTestId('hotel-search-form');
  await form.waitFor({ timeout: 60_000 });
  await form.getByTestId('hotel-search-city').fill(CITY);
  await form.getByTestId('hotel-search-check-in').fill(checkIn);
  await form.getByTestId('hotel-search-check-out').fill(checkOut);
  await form.getByTestId('hotel-search-submit').click();
  await page.getByTestId('hotel-card').first().waitFor({ timeout: 30_000 });
}

describe('booking a hotel stay', () => {
  it('searches, books with credit from point2 then point4 and cancels at 375 px in ms', async () => {
    const checkIn = inDays(10);
    const checkOut = inDays(12);
    const total = await stayTotal(deluxe.id, checkIn, checkOut);
    const before = await wallets();
    await open(PHONE, 'ms');

    // A check-in today is refused before any search.
    await page.goto('/web/hotel');
    const form = page.getByTestId('hotel-search-form');
    await form.waitFor({ timeout: 60_000 });
    await form.getByTestId('hotel-search-check-in').fill(inDays(0));
    await form.getByTestId('hotel-search-submit').click();
    await waitForText(
      form.getByTestId('hotel-search-nights'),
      text('ms', 'hotel', 'search.check_in_past'),
    );
    // The browser shows the date in its own format: the day chosen is written under it in Malay.
    const [year, month, day] = inDays(0).split('-');
    expect(await form.getByTestId('hotel-search-check-in-day').textContent()).toBe(
      `${Number(day)} ${MALAY_MONTHS[Number(month) - 1]} ${year}`,
    );

    await search(checkIn, checkOut);
    const card = page.getByTestId('hotel-card');
    expect(await card.count()).toBe(1);
    await waitForText(card.getByTestId('hotel-card-name'), `Hotel Pemandangan Pelabuhan ${tag}`);
    await waitForText(card.getByTestId('hotel-card-price-credit'), total.credit);
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-search-ms');

    await card.click();
    const room = page.locator(`[data-testid="room-type"][data-room-type="${deluxe.id}"]`);
    await room.waitFor({ timeout: 30_000 });
    await waitForText(page.getByTestId('hotel-description'), 'termasuk sarapan');
    await waitForText(room.getByTestId('room-type-name'), 'Deluxe Katil King');
    await waitForText(room.getByTestId('room-type-total-credit'), total.credit);
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-detail-ms');

    // Nothing goes into the cart without the guest's name.
    await room.getByTestId('add-to-cart-submit').click();
    await waitForText(room.getByTestId('add-to-cart-form'), text('ms', 'errors', 'REQUIRED'));
    await room.getByTestId('add-to-cart-guest').fill('Siti Pelancong');
    await room.getByTestId('add-to-cart-submit').click();
    await page.waitForURL('**/web/hotel/cart', { timeout: 30_000 });
    const line = page.getByTestId('hotel-cart-line');
    await line.first().waitFor({ timeout: 30_000 });
    expect(await line.count()).toBe(1);
    await waitForText(line, 'Siti Pelancong');

    const checkout = page.getByTestId('hotel-checkout');
    await checkout.getByTestId('hotel-point2').fill('50.00');
    await waitForText(checkout.getByTestId('hotel-pay-point2'), 'RM 50.00');
    const point4Part = ((sen(total.credit) - 5000n) / 100n).toString();
    await waitForText(checkout.getByTestId('hotel-pay-point4'), point4Part);
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-cart-ms');
    await checkout.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await checkout.getByTestId('hotel-checkout-submit').click();
    await page.waitForURL('**/web/hotel/bookings', { timeout: 30_000 });
    const booking = page.getByTestId('booking-card').first();
    await booking.waitFor({ timeout: 30_000 });
    expect(await booking.getByTestId('booking-status').getAttribute('data-status')).toBe(
      'pre_booked',
    );
    await screenshot(page, 'hotel-phone-bookings-ms');
    const paid = await wallets();
    expect(sen(before.point2) - sen(paid.point2)).toBe(5000n);
    expect(sen(before.point4) - sen(paid.point4)).toBe(sen(total.credit) - 5000n);
    expect(paid.point1).toBe(before.point1);

    await booking.click();
    const detail = page.getByTestId('booking-detail');
    await detail.waitFor({ timeout: 30_000 });
    await waitForText(detail.getByTestId('booking-address'), '12 Lebuh Pantai');
    expect(await detail.getByTestId('booking-map').getAttribute('href')).toContain('google');
    await waitForText(
      detail.getByTestId('booking-confirmation'),
      text('ms', 'hotel', 'booking.confirmation_pending'),
    );
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-booking-ms');

    await detail.getByTestId('booking-cancel').click();
    const dialog = page.getByRole('dialog');
    await waitForText(dialog.getByTestId('cancel-booking-outcome'), total.credit);
    await waitForText(dialog.getByTestId('cancel-booking-refunds'), 'RM 50.00');
    await dialog.locator('input[name="sec_password"]').fill('Wrong0000');
    await dialog.getByTestId('cancel-booking-submit').click();
    await waitForText(dialog, text('ms', 'errors', 'INCORRECT_SEC_PASSWORD'));
    await screenshot(page, 'hotel-phone-cancel-ms');
    await dialog.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await dialog.getByTestId('cancel-booking-submit').click();
    await page
      .locator('[data-testid="booking-status"][data-status="canceled"]')
      .waitFor({ timeout: 30_000 });
    await detail.getByTestId('booking-refunded').waitFor();
    expect(await detail.getByTestId('booking-cancel').count()).toBe(0);
    expect(await wallets()).toEqual(before);
  });

  it('flags a sold-out cart line, pays cash and cannot cancel a stay tomorrow at 375 px in zh', async () => {
    const tomorrow = inDays(1);
    await must(
      '/api/hotel/addCart',
      {
        room_type_id: deluxe.id,
        check_in: tomorrow,
        check_out: inDays(2),
        rooms: 1,
        guest_name: '陈美玲',
      },
      token,
    );
    await must(
      '/api/hotel/addCart',
      {
        room_type_id: family.id,
        check_in: inDays(20),
        check_out: inDays(22),
        rooms: 2,
        guest_name: '陈美玲',
      },
      token,
    );
    // The second night of the suite's stay sells out after it went into the cart.
    await must(
      `/api/admin/room-types/${family.id}/allotment`,
      { from: inDays(21), to: inDays(21), rooms: 0 },
      admin,
      'PUT',
    );
    const cash = (await stayTotal(deluxe.id, tomorrow, inDays(2))).cash;
    const before = await wallets();
    await open(PHONE, 'zh');
    await page.goto('/web/hotel/cart');
    const lines = page.getByTestId('hotel-cart-line');
    await lines.nth(1).waitFor({ timeout: 60_000 });
    const flagged = page.locator('[data-testid="hotel-cart-line"][data-available="false"]');
    expect(await flagged.count()).toBe(1);
    await waitForText(flagged, text('zh', 'hotel', 'cart.unavailable'));
    await page.getByTestId('hotel-checkout-blocked').waitFor();
    expect(await page.getByTestId('hotel-checkout-submit').isDisabled()).toBe(true);
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-cart-flagged-zh');

    await flagged.getByTestId('hotel-cart-remove').click();
    await page.getByTestId('hotel-checkout-blocked').waitFor({ state: 'detached' });
    expect(await lines.count()).toBe(1);
    const checkout = page.getByTestId('hotel-checkout');
    await checkout
      .getByTestId('hotel-payment-type')
      .getByText(text('zh', 'hotel', 'price.cash'))
      .click();
    await waitForText(checkout.getByTestId('hotel-pay-point1'), cash);
    await checkout.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await screenshot(page, 'hotel-phone-cart-cash-zh');
    await checkout.getByTestId('hotel-checkout-submit').click();
    await page.waitForURL('**/web/hotel/bookings', { timeout: 30_000 });
    const after = await wallets();
    expect(sen(before.point1) - sen(after.point1)).toBe(sen(cash));

    const card = page.getByTestId('booking-card').filter({ hasText: '豪华大床房' }).first();
    await card.waitFor({ timeout: 30_000 });
    await screenshot(page, 'hotel-phone-bookings-zh');
    await card.click();
    const deadline = page.locator('[data-testid="booking-free-cancel"][data-can-cancel="false"]');
    await deadline.waitFor({ timeout: 30_000 });
    await waitForText(deadline, text('zh', 'errors', 'CANCEL_DEADLINE_PASSED'));
    expect(await page.getByTestId('booking-cancel').count()).toBe(0);
    await waitForText(
      page.getByTestId('booking-history'),
      text('zh', 'hotel', 'status.pre_booked'),
    );
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-booking-zh');

    // The search and the hotel in zh.
    await search(inDays(5), inDays(7));
    await waitForText(page.getByTestId('hotel-card-name'), `海景酒店 ${tag}`);
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-search-zh');
    await page.getByTestId('hotel-card').first().click();
    await page.getByTestId('room-type').first().waitFor({ timeout: 30_000 });
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'hotel-phone-detail-zh');
  });

  it('shows the search, the hotel and the bookings at 1280 px in en', async () => {
    await open(DESKTOP, 'en');
    await search(inDays(5), inDays(8));
    await waitForText(page.getByTestId('hotel-card-name'), `Harbour View Hotel ${tag}`);
    await screenshot(page, 'hotel-desktop-search-en');
    await page.getByTestId('hotel-card').first().click();
    await page.getByTestId('room-type').nth(1).waitFor({ timeout: 30_000 });
    await waitForText(
      page.getByTestId('stay-dates'),
      text('en', 'hotel', 'stay.nights_other').replace('{{count}}', '3'),
    );
    await screenshot(page, 'hotel-desktop-detail-en');
    await page.goto('/web/hotel/bookings');
    await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('booking-card').count()).toBe(2);
    await screenshot(page, 'hotel-desktop-bookings-en');
  });
});
