/// <reference types="@fastify/multipart" />
import { join } from 'node:path';
import sharp from 'sharp';
import { demoSeedCommand } from '../../apps/server/src/demo-seed/index.js';
import type { Scenario } from '../../apps/server/src/features/simulate/index.js';
import type { Config } from '../../apps/server/src/lib/config.js';
import { type ScenarioServer, startScenarioServer } from './scenario-server';
import { ADMIN_PASSWORD } from './server';

/**
 * The guard's world: a server of its own on a database where the plan simulator made a small
 * network over closed past dates (packages, an upgrade, a downline two levels deep, bonuses),
 * the demo content (news, banners, an announcement, a mall with vouchers) and, through the API,
 * everything else a member can have: a transfer, a wallet change, deposits (one approved, one
 * waiting), an approved KYC with bank details and a waiting withdrawal, a ticket answered by
 * support, a notification, a completed voucher order and a paid one waiting to ship.
 */

/** The business date `daysAgo` days before today in Asia/Kuala_Lumpur (UTC+8, no DST). */
const businessDate = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const scenario: Scenario = {
  days: [
    {
      date: businessDate(4),
      events: [
        { type: 'join', username: 'alice', sponsor: 'root', leg: 1, package_id: 3 },
        { type: 'join', username: 'bob', sponsor: 'root', leg: 2, package_id: 3 },
      ],
    },
    {
      date: businessDate(3),
      events: [
        { type: 'join', username: 'carol', sponsor: 'alice', leg: 1, package_id: 2 },
        { type: 'join', username: 'dave', sponsor: 'alice', leg: 2, package_id: 2 },
      ],
    },
    {
      date: businessDate(2),
      events: [
        { type: 'upgrade', username: 'alice', package_id: 4 },
        { type: 'join', username: 'erin', sponsor: 'carol', leg: 1, package_id: 2 },
      ],
    },
  ],
};

/** The simulator's password (login and security password) for the members it creates. */
export const MEMBER = { username: 'alice', password: 'simulator' };

export interface GuardWorld {
  server: ScenarioServer;
  adminToken: string;
  memberToken: string;
  ids: {
    member: number;
    /** The completed order (with a voucher) and the paid one waiting to ship. */
    completedOrder: number;
    paidOrder: number;
    product: number;
    address: number;
    news: number;
    ticket: number;
    cartProduct: number;
    /** A hotel of the demo seed (back-office hotel editor). */
    hotel: number;
  };
}

async function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

export async function prepareGuardWorld(): Promise<GuardWorld> {
  const server = await startScenarioServer('guard', scenario, {
    prepare: async (db, dataDir) => {
      const config = { publicDir: join(dataDir, 'public') } as Config;
      const log = console.log;
      console.log = () => undefined;
      try {
        // Two products a shelf: a real-looking mall, quick to draw.
        await demoSeedCommand.run({ db, config, flags: { 'per-category': '2' } } as never);
      } finally {
        console.log = log;
      }
    },
  });
  const call = async <T>(path: string, token: string, body?: unknown) => {
    const reply = await server.call<T>(path, { token, body });
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.message}`);
    return reply.data;
  };
  /** A multipart call (deposits, KYC, tickets). */
  const send = async <T>(
    path: string,
    token: string,
    fields: Record<string, string>,
    files: Record<string, Buffer> = {},
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, bytes] of Object.entries(files))
      form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const reply = (await res.json()) as { message: string; data: T };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${reply.message}`);
    return reply.data;
  };

  const admin = await server.login('admin', ADMIN_PASSWORD, '/api/admin/auth/login');
  const member = await server.login(MEMBER.username, MEMBER.password);
  const sec = MEMBER.password;
  const me = await call<{ id: number }>('/api/member/get-member-info', member);

  for (const [wallet, amount] of [
    ['point1', '800.00'],
    ['point2', '60.00'],
    ['point4', '400.00'],
  ])
    await call('/api/admin/wallet/adjust', admin, {
      username: MEMBER.username,
      wallet,
      direction: 'credit',
      amount,
      reason: 'guard funding',
    });
  await call('/api/wallet/wallet-transafer', member, {
    transfer_type: 'point1',
    username: 'bob',
    amount: '20.00',
    remark: 'Lunch',
    sec_password: sec,
  });
  await call('/api/wallet/changeWallet', member, {
    transfer_type: 'point2',
    amount: '15.00',
    sec_password: sec,
  });

  // Deposits: one approved, one waiting.
  const first = await send<{ id: number }>('/api/wallet/deposit', member, {
    amount: '100.00',
    method: 'local',
    reference: 'MBB-778812',
  });
  await call(`/api/admin/deposits/${first.id}/approve`, admin, {});
  await send('/api/wallet/deposit', member, {
    amount: '50.00',
    method: 'local',
    reference: 'MBB-778899',
  });

  // KYC approved, bank details, a withdrawal waiting.
  const photo = await picture(900, 560);
  const kyc = await send<{ id: number }>(
    '/api/member/UserKyc',
    member,
    { id_number: '900214105678', fullname: 'alice', sec_password: sec },
    { ic_front: photo, ic_back: photo },
  );
  await call(`/api/admin/kyc/${kyc.id}/approve`, admin, {});
  await call('/api/member/user-bank', member, {
    bank_country: 'Malaysia',
    bank_name: 'Maybank',
    bank_user: 'alice',
    bank_number: '1142 0088 1234',
    branch: 'Jalan Tun Perak',
    sec_password: sec,
  });
  await call('/api/wallet/withdrawCash', member, { amount: 50, sec_password: sec });

  // A ticket answered by support; a notification.
  const ticket = await send<{ id: number }>('/api/ticket/create-ticket', member, {
    title: 'Where is my parcel?',
    body: 'I ordered a mug set last week.',
  });
  await send(`/api/admin/tickets/${ticket.id}/reply`, admin, {
    body: 'It left our warehouse today.',
  });
  await call('/api/admin/notifications', admin, {
    to: MEMBER.username,
    title: 'Your parcel is on its way',
    body: 'Track it from your order history.',
  });

  // The mall: a voucher order received, a paid order waiting to ship, one line left in the cart.
  const products = await call<{ records: { id: number }[] }>('/api/mall/getProduct', member);
  const [bought, waiting, inCart] = products.records.map((p) => p.id);
  const addresses = await call<{ records: { id: number }[] }>(
    '/api/mall/clientInfoControl',
    member,
    {
      action: 'add',
      receiver_name: 'alice',
      receiver_phone: '+60123456789',
      address: '12 Jalan Ampang, Kuala Lumpur',
      postcode: '50450',
      state_id: 13,
      country_id: 2,
    },
  );
  const address = addresses.records[0];
  await call('/api/mall/addCart', member, { mall_product_id: bought, quantity: 3 });
  const voucher = await call<{ member_voucher_id: number }>('/api/mall/claimVoucher', member, {
    code: 'WELCOME10',
  });
  const checkout = (ids: number[], voucherId: number | null) =>
    call<{ order_id: number }>('/api/mall/checkout', member, {
      mall_product_ids: ids,
      payment_type: 'credit',
      member_voucher_id: voucherId,
      address_id: address.id,
      sec_password: sec,
    });
  const completed = await checkout([bought], voucher.member_voucher_id);
  await call(`/api/admin/orders/${completed.order_id}/action`, admin, {
    action: 'ship',
    tracking_number: 'JNT-0042',
  });
  await call('/api/mall/itemReceived', member, { order_id: completed.order_id });
  await call('/api/mall/addCart', member, { mall_product_id: waiting, quantity: 1 });
  const paid = await checkout([waiting], null);
  await call('/api/mall/addCart', member, { mall_product_id: inCart, quantity: 1 });

  const news = await call<{ record: { records: { id: number }[] } }>('/api/news/news-list', member);
  const hotels = await call<{ records: { id: number }[] }>('/api/admin/hotels', admin);
  return {
    server,
    adminToken: admin,
    memberToken: member,
    ids: {
      member: me.id,
      completedOrder: completed.order_id,
      paidOrder: paid.order_id,
      product: bought,
      address: address.id,
      news: news.record.records[0].id,
      ticket: ticket.id,
      cartProduct: inCart,
      hotel: hotels.records[0].id,
    },
  };
}
