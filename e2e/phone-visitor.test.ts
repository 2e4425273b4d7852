import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  fillLogin,
  pathname,
  registerMember,
  storedToken,
  text,
  unique,
  waitForText,
} from './support/app';
import { phonePagePerTest, screenshot } from './support/browser';

/**
 * Issue 24 at 375 px: a visitor finds the mall (landing page, menu, logo) and is asked, with a
 * reason, to log in when adding to the cart, then comes back to the product; a new page starts
 * at the top and Back returns where the member was; mall prices read one way (ringgit, said to be
 * the credit or the cash price, with which wallets pay each) on cards, details, cart and checkout.
 */
const PASSWORD = 'Visitor123';
const tag = unique();
const productName = `Teh Halia ${tag}`;
let productId: number;
let member: { username: string };

let page: Page;
phonePagePerTest('failed-phone-visitor-', (p) => {
  page = p;
});

async function adminCall<T>(admin: string, path: string, body: unknown) {
  const reply = await api<T>(path, { token: admin, body });
  expect(reply.status, `${path}: ${reply.message}`).toBe(200);
  return reply.data;
}

/** Opens `path` in the given language (the stored choice the language menu writes). */
async function openIn(path: string, language: string) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto(path);
}

async function noSidewaysScroll() {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

beforeAll(async () => {
  const admin = await adminToken();
  const category = await adminCall<{ id: number }>(admin, '/api/admin/mall/categories', {
    name_en: `Tea ${tag}`,
    name_zh: `茶 ${tag}`,
    name_ms: `Teh ${tag}`,
  });
  // Enough products for the mall to be several screens long on a phone.
  for (let i = 0; i < 8; i++) {
    const product = await adminCall<{ id: number }>(admin, '/api/admin/mall/products', {
      mall_category_id: category.id,
      name_en: i === 0 ? productName : `${productName} ${i}`,
      name_zh: `姜茶 ${tag} ${i}`,
      name_ms: `Teh Halia ${tag} ${i}`,
      description_en: 'Warm and spicy.',
      normal_credit: '19.00',
      premium_credit: '17.00',
      normal_cash: '18.00',
      premium_cash: '16.00',
      stock: 20,
      featured: true,
    });
    if (i === 0) productId = product.id;
  }
  member = await registerMember({
    prefix: 'visit',
    password: PASSWORD,
    sec_password: 'Secure555',
    fullname: 'Aminah Pelawat',
    contact_number: '+60127778888',
    group_type: 1,
    address: '3 Jalan Teh, Ipoh',
  });
});

describe('a visitor on a phone', () => {
  it('finds the mall from the landing page, the menu and the logo', async () => {
    for (const language of ['en', 'zh', 'ms']) {
      // /web lands a visitor on the login page, which leads to the mall.
      await openIn('/web', language);
      await page.waitForURL('**/web/sessions/loginPage');
      const toMall = page.getByTestId('login-visit-mall');
      await waitForText(toMall, text(language, 'auth', 'visit_mall'));
      await noSidewaysScroll();
      await screenshot(page, `visitor-phone-${language}-landing`);
      await toMall.click();
      await page.waitForURL('**/web/dashboard');
      await page.getByTestId('product-card').first().waitFor();
      await noSidewaysScroll();
      await screenshot(page, `visitor-phone-${language}-mall`);

      // The logo leads a visitor to the mall (a member's home page needs a login).
      expect(await page.getByTestId('header-logo').getAttribute('href')).toBe('/web/dashboard');

      // The visitor's menu: the mall first, then log in and register.
      await page.goto('/web/sessions/loginPage');
      await page.getByTestId('sidebar-toggle').click();
      const menuMall = page.getByTestId('nav-mall');
      await waitForText(menuMall, text(language, 'common', 'pages.dashboard'));
      await page.getByTestId('nav-login').waitFor();
      await screenshot(page, `visitor-phone-${language}-menu`);
      await menuMall.click();
      await page.waitForURL('**/web/dashboard');
      await page.getByTestId('mall-dashboard').waitFor();
      await page.getByTestId('header-logo').click();
      expect(await pathname(page)).toBe('/web/dashboard');
    }
  }, 240_000);

  it('is told why adding to the cart needs a login, and comes back to the product', async () => {
    await page.goto(`/web/product/details?id=${productId}`);
    await waitForText(page.getByTestId('product-title'), productName);
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL('**/web/sessions/loginPage?**');
    await waitForText(page.getByTestId('login-reason'), text('en', 'auth', 'login_reason.cart'));
    await screenshot(page, 'visitor-phone-en-login-for-cart');
    await fillLogin(page, member.username, PASSWORD);
    await page.waitForURL(`**/web/product/details?id=${productId}`);
    await waitForText(page.getByTestId('product-title'), productName);
    expect(await storedToken(page)).not.toBeNull();

    // Logged in, the same button adds the product.
    await page.getByTestId('add-to-cart').click();
    const token = (await storedToken(page)) as string;
    await expect
      .poll(async () => {
        const cart = await api<{ lines: { mall_product_id: number }[] }>(
          '/api/mall/getCart?language=en',
          { token },
        );
        return cart.data.lines.map((line) => line.mall_product_id);
      })
      .toContain(productId);
  });

  it('comes back to a member page it opened after logging in', async () => {
    await page.goto('/web/voucherList?tab=claimed');
    await page.waitForURL('**/web/sessions/loginPage?**');
    await waitForText(page.getByTestId('login-reason'), text('en', 'auth', 'login_reason.page'));
    await fillLogin(page, member.username, PASSWORD);
    await page.waitForURL('**/web/voucherList?tab=claimed');
    // The login ends with a full load of the page it returns to: wait for it before going on.
    await page
      .locator('[data-testid="voucher-list"], [data-testid="voucher-empty"]')
      .first()
      .waitFor();
    // A redirect can never lead off the site.
    await page.goto('/web/sessions/loginPage?redirect=//example.com/x');
    await page.waitForURL('**/web/dataDisplay');
  });
});

describe('scroll position on a phone', () => {
  it('starts a new page at the top and restores it on Back', async () => {
    await page.goto('/web/sessions/loginPage');
    await fillLogin(page, member.username, PASSWORD);
    await page.waitForURL('**/web/dataDisplay');
    await page.getByTestId('home-shortcuts').waitFor();
    const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(room).toBeGreaterThan(200);
    await page.evaluate((y) => window.scrollTo(0, y), Math.min(room, 600));
    await page.waitForTimeout(300);
    const homeY = await scrollY();
    expect(homeY).toBeGreaterThan(150);

    // The mall (a link on the home page) opens at its top, banner first. (Clicked in the page,
    // as a finger does, without the test scrolling the link into view first.)
    await page.getByTestId('home-shortcut-mall').evaluate((link: HTMLElement) => link.click());
    await page.waitForURL('**/web/dashboard');
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);

    // Scrolled down the mall, a product opens at its top too.
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(300);
    const mallY = await scrollY();
    expect(mallY).toBeGreaterThan(150);
    await page
      .getByTestId('product-card')
      .last()
      .evaluate((card: HTMLElement) => card.click());
    await page.waitForURL('**/web/product/details?id=*');
    await page.getByTestId('product-details').waitFor();
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);

    // Back returns to where the member was, twice.
    await page.goBack();
    await page.getByTestId('mall-dashboard').waitFor();
    await expect.poll(scrollY).toBe(mallY);
    await page.goBack();
    await page.getByTestId('home-page').waitFor();
    await expect.poll(scrollY).toBe(homeY);
  });
});

describe('mall prices on a phone', () => {
  it('reads one way, RM with credit or cash said, on cards, details, cart and checkout', async () => {
    const login = await api<{ token: string; user: { id: number } }>('/api/auth/login', {
      body: { username: member.username, password: PASSWORD },
    });
    const token = login.data.token;
    await api('/api/mall/clientInfoControl', {
      token,
      body: {
        action: 'add',
        receiver_name: 'Aminah Pelawat',
        receiver_phone: '+60127778888',
        address: '3 Jalan Teh, Ipoh',
        postcode: '30000',
        country_id: 2,
        state_id: 13,
        is_default: true,
      },
    });
    await api('/api/mall/addCart', { token, body: { mall_product_id: productId, quantity: 1 } });

    for (const language of ['en', 'zh', 'ms']) {
      await page.addInitScript(
        ([t, id, lang]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user_id', id);
          localStorage.setItem('lang', lang);
        },
        [token, String(login.data.user.id), language],
      );
      const credit = text(language, 'mall', 'checkout.credit');
      const cash = text(language, 'mall', 'checkout.cash');
      const creditPrice = new RegExp(`^${credit}\\s*RM \\d[\\d,]*\\.\\d\\d$`);
      const cashPrice = new RegExp(`^${cash}\\s*RM \\d[\\d,]*\\.\\d\\d$`);

      // Product cards, with the note on which wallets pay which price.
      await page.goto('/web/dashboard');
      const card = page.getByTestId('product-card').filter({ hasText: tag }).first();
      await card.waitFor();
      expect((await card.getByTestId('price-credit').textContent())?.trim()).toMatch(creditPrice);
      expect((await card.getByTestId('price-cash').textContent())?.trim()).toMatch(cashPrice);
      const note = page.getByTestId('price-note');
      await waitForText(note, text(language, 'mall', 'price.credit_from'));
      await waitForText(note, text(language, 'mall', 'price.cash_from'));

      // Details.
      await page.goto(`/web/product/details?id=${productId}`);
      const details = page.getByTestId('product-details');
      await details.waitFor();
      expect((await details.getByTestId('price-credit').textContent())?.trim()).toMatch(
        creditPrice,
      );
      await details.getByTestId('price-note').waitFor();
      await noSidewaysScroll();
      await screenshot(page, `prices-phone-${language}-details`);

      // Cart: each line and the subtotal the same way.
      await page.goto('/web/product/cart');
      const line = page.getByTestId('cart-line').first();
      await line.waitFor();
      expect((await line.getByTestId('price-credit').textContent())?.trim()).toMatch(creditPrice);
      expect((await page.getByTestId('cart-subtotal-credit').textContent())?.trim()).toMatch(
        creditPrice,
      );
      expect((await page.getByTestId('cart-subtotal-cash').textContent())?.trim()).toMatch(
        cashPrice,
      );
      await page.getByTestId('price-note').waitFor();
      await noSidewaysScroll();
      await screenshot(page, `prices-phone-${language}-cart`);

      // Checkout: ringgit for credit as for cash (as on the order screens), and who pays.
      await page.getByTestId('cart-checkout').click();
      await page.getByTestId('checkout-quote').waitFor();
      await waitForText(
        page.getByTestId('checkout-payment-from'),
        text(language, 'mall', 'price.credit_from'),
      );
      await expect
        .poll(async () => (await page.getByTestId('quote-total').textContent())?.trim())
        .toMatch(/^RM \d[\d,]*\.\d\d$/);
      expect((await page.getByTestId('quote-subtotal').textContent())?.trim()).toMatch(
        /^RM \d[\d,]*\.\d\d$/,
      );
      await noSidewaysScroll();
      await screenshot(page, `prices-phone-${language}-checkout`);
    }
  }, 240_000);
});
