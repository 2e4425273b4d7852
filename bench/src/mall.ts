import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inTransaction, openDatabase } from '../../apps/server/src/db/client.js';
import { issueToken } from '../../apps/server/src/features/auth/index.js';
import { createMember } from '../../apps/server/src/features/member/create-member.js';
import { verifyLedger } from '../../apps/server/src/features/wallet/verify-ledger.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { hashSecret } from '../../apps/server/src/lib/secrets.js';
import { seed } from '../../apps/server/src/seed.js';
import {
  admin,
  LUA_COUNT_REPLIES,
  LUA_THREADS,
  median,
  root,
  round1,
  serverUrl,
  startServer,
  wrk,
  wrkPath,
} from './support.js';

/**
 * The mall at 100,000 products on the local PostgreSQL server, through the HTTP API of the built
 * server: keyword search (`getProduct?keyword`, p95 target < 30 ms) and a category page
 * (`getProduct?mall_category_id`, < 20 ms) at a few concurrent clients (latency, not saturation),
 * then checkout throughput (cart line added, then `checkout` with security password and
 * Idempotency-Key) at 32 clients, to compare with the transfer benchmark's figure.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CATEGORIES = 20;
const READ_CLIENTS = Number(process.env.BENCH_READ_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const CHECKOUT_CLIENTS = 32;
const CHECKOUT_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 15);

/** Words product names are made of: English, Malay and Chinese, as a shop's would be. */
const words = [
  ...'herbal tea coffee honey collagen vitamin serum cream mask soap shampoo towel basket lamp mug candle chips cookies sambal kaya jam juice oil balm gel powder drink bottle box set kit pack bag cushion cover board filter brush comb mirror'.split(
    ' ',
  ),
  ...'teh kopi madu sabun tuala bakul lampu lilin kerepek biskut minyak serbuk minuman botol kotak beg sarung papan berus sikat cermin'.split(
    ' ',
  ),
  ...'草本 咖啡 蜂蜜 胶原 维生素 精华 面膜 香皂 洗发 毛巾 台灯 杯子 蜡烛 饼干 果酱 果汁 精油'.split(
    ' ',
  ),
  ...'premium classic deluxe mini family travel organic natural gold silver royal fresh'.split(' '),
];

async function prepare(url: string) {
  const database = await openDatabase({ url });
  await database.migrate();
  await seed(database.db, loadConfig({ ADMIN_PASSWORD: 'Admin12345', ROOT_PASSWORD: 'Root12345' }));
  const db = database.db;
  console.log(`Inserting ${PRODUCTS.toLocaleString()} products in ${CATEGORIES} categories…`);
  await db.execute(sql`INSERT INTO mall_categories (name_en, sort_order)
    SELECT 'Category ' || g, g FROM generate_series(1, ${CATEGORIES}) g`);
  // Three words and a number per name; search_text is the names folded (lower case), as the
  // server writes it.
  await db.execute(
    sql.raw(`
    WITH w AS (SELECT ARRAY[${words.map((x) => `'${x}'`).join(',')}]::text[] AS a),
    n AS (
      SELECT g,
        initcap(a[1 + (hashint4(g) & 2147483647) % array_length(a, 1)] || ' ' ||
                a[1 + (hashint4(g * 7 + 1) & 2147483647) % array_length(a, 1)] || ' ' ||
                a[1 + (hashint4(g * 13 + 5) & 2147483647) % array_length(a, 1)]) || ' ' || (g % 997) AS en,
        a[1 + (hashint4(g * 3 + 2) & 2147483647) % array_length(a, 1)] || ' ' ||
          a[1 + (hashint4(g * 11 + 3) & 2147483647) % array_length(a, 1)] AS zh
      FROM generate_series(1, ${PRODUCTS}) g, w)
    INSERT INTO mall_products (category_id, name_en, name_zh, normal_credit_sen, premium_credit_sen,
      normal_cash_sen, premium_cash_sen, stock, featured, search_text)
    SELECT 1 + g % ${CATEGORIES}, en, zh, 1000 + g % 50000, 900 + g % 45000, 950 + g % 47000,
           800 + g % 40000, 1000000, g % 50 = 0, lower(en || ' | ' || zh)
    FROM n`),
  );
  await db.execute(sql`INSERT INTO mall_product_images (product_id, large_path, thumb_path)
    SELECT id, '/media/products/bench-' || id || '-1280.webp', '/media/products/bench-' || id || '-480.webp'
    FROM mall_products`);
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans need.
  await db.execute(sql`VACUUM ANALYZE`);

  console.log(`Creating ${BUYERS} buyers with funds, an address and a token…`);
  const passwordHash = await hashSecret('Member123');
  const secPasswordHash = await hashSecret('Secure123');
  const buyers: { token: string; addressId: number }[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const m = await inTransaction(db, (tx) =>
      createMember(
        tx,
        {
          username: `buyer${i}`,
          fullname: `Buyer ${i}`,
          passwordHash,
          secPasswordHash,
          countryId: 2,
        },
        { sponsorId: 1, groupType: ((i % 2) + 1) as 1 | 2 },
      ),
    );
    const { rows } = await db.execute<{ id: number }>(sql`INSERT INTO member_addresses
      (member_id, receiver_name, receiver_phone, address, postcode, state_id, country_id, is_default)
      VALUES (${m.id}, 'Buyer', '0123456789', '1 Jalan Bench', '50000', 4, 2, true) RETURNING id`);
    await db.execute(sql`SELECT post_journal('adjustment', NULL, 'bench', NULL, 'system', NULL,
      ARRAY[(SELECT id FROM accounts WHERE member_id = ${m.id} AND wallet = 'point1'),
            (SELECT id FROM accounts WHERE code = 'adjustments')]::bigint[],
      ARRAY[100000000, -100000000]::bigint[])`);
    buyers.push({ token: (await issueToken(db, 'member', m.id, 2)).token, addressId: rows[0].id });
  }
  return { database, buyers };
}

function searchScript(kind: 'keyword' | 'category') {
  const keywords = words.flatMap((w) => (w.length > 5 ? [w, w.slice(0, 4)] : [w]));
  return `
local keywords = { ${keywords.map((k) => JSON.stringify(k)).join(', ')} }
${LUA_THREADS}
local i = 0
function init(args) i = tid * 7919 end
function request()
  i = i + 1
  ${
    kind === 'keyword'
      ? `local k = keywords[(i % #keywords) + 1]
  local path = "/api/mall/getProduct?keyword=" .. k:gsub("[^%w]", function(c) return string.format("%%%02X", string.byte(c)) end) .. "&page=" .. ((i % 3) + 1)`
      : `local path = "/api/mall/getProduct?mall_category_id=" .. ((i % ${CATEGORIES}) + 1) .. "&page=" .. ((i % 5) + 1)`
  }
  return wrk.format("GET", path)
end
${LUA_COUNT_REPLIES}
`;
}

/** Each client: add a line to the cart (not timed), then check out (timed); returns the rate. */
async function checkoutLoad(
  url: string,
  buyers: { token: string; addressId: number }[],
  seconds: number,
) {
  const until = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  const refusals: Record<string, number> = {};
  let seq = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CHECKOUT_CLIENTS }, async (_, c) => {
      // Each client takes turns among its own buyers: a member checks out a few times a minute,
      // under the per-session limit (20 a minute), as real shoppers do.
      const mine = buyers.filter((_, i) => i % CHECKOUT_CLIENTS === c);
      let turn = 0;
      while (Date.now() < until) {
        const buyer = mine[turn++ % mine.length];
        const headers = {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/json',
        };
        const productId = 1 + ((seq++ * 7919) % PRODUCTS);
        await fetch(`${url}/api/mall/addCart`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ mall_product_id: productId, quantity: 1 }),
        });
        const t0 = performance.now();
        const res = await fetch(`${url}/api/mall/checkout`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `bench-${c}-${seq}-${Date.now()}` },
          body: JSON.stringify({
            payment_type: 'cash',
            address_id: buyer.addressId,
            mall_product_ids: [productId],
            sec_password: 'Secure123',
          }),
        });
        const body = (await res.json()) as { error_code: number; message: string };
        latencies.push(performance.now() - t0);
        if (body.error_code !== 0) {
          refused++;
          refusals[body.message] = (refusals[body.message] ?? 0) + 1;
          firstRefusal ??= `${buyer.token.slice(0, 6)} ${JSON.stringify(body)}`;
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    round1(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  return {
    checkouts: latencies.length - refused,
    refused,
    seconds: round1(elapsed),
    per_second: round1((latencies.length - refused) / elapsed),
    p50_ms: pct(0.5),
    p95_ms: pct(0.95),
    first_refusal: firstRefusal ?? null,
    refusals,
  };
}

export async function mallBenchmark() {
  const stamp = Date.now();
  const appDb = `rangkai_mall_${stamp}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-mall-'));
  const binary = wrkPath();
  await admin(`CREATE DATABASE ${appDb}`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const { database, buyers } = await prepare(serverUrl(appDb));
    const scripts = {
      keyword: path.join(dataDir, 'keyword.lua'),
      category: path.join(dataDir, 'category.lua'),
    };
    fs.writeFileSync(scripts.keyword, searchScript('keyword'));
    fs.writeFileSync(scripts.category, searchScript('category'));
    const port = 3700 + (stamp % 90);
    server = await startServer(appDb, port, dataDir);
    const url = `http://127.0.0.1:${port}`;
    wrk(binary, scripts.keyword, url, 3, READ_CLIENTS);
    wrk(binary, scripts.category, url, 3, READ_CLIENTS);
    const reads: Record<
      'keyword' | 'category',
      { rps: number; p50: number; p95: number; p99: number; failed: number }[]
    > = {
      keyword: [],
      category: [],
    };
    for (let r = 1; r <= ROUNDS; r++) {
      for (const kind of ['keyword', 'category'] as const) {
        const round = wrk(binary, scripts[kind], url, SECONDS, READ_CLIENTS);
        const entry = {
          rps: round1(round.ok / round.seconds),
          p50: round.p50,
          p95: round.p95,
          p99: round.p99,
          failed: round.failed + round.errors,
        };
        reads[kind].push(entry);
        console.log(
          `round ${r}/${ROUNDS} ${kind.padEnd(8)} ${entry.rps} req/s  p50 ${entry.p50} ms  p95 ${entry.p95} ms  (${entry.failed} failed)`,
        );
      }
    }
    console.log(
      'Checkout: warming every session up (its first security-password check is in full)…',
    );
    await checkoutLoad(url, buyers, 3);
    const checkout = await checkoutLoad(url, buyers, CHECKOUT_SECONDS);
    console.log(
      `checkout: ${checkout.per_second}/s at ${CHECKOUT_CLIENTS} clients, p50 ${checkout.p50_ms} ms, p95 ${checkout.p95_ms} ms, ${checkout.refused} refused`,
    );
    const audit = await verifyLedger(database.db);
    const { rows } = await database.db.execute<{ orders: number; journals: number }>(sql`SELECT
      (SELECT count(*)::int FROM orders WHERE order_type = 'mall') AS orders,
      (SELECT count(*)::int FROM journals WHERE type = 'mall_purchase') AS journals`);
    await database.close();
    if (!audit.ok) throw new Error('ledger self-audit failed after the checkout load');
    if (rows[0].orders !== rows[0].journals) throw new Error('orders and payment journals differ');

    let transferRate: number | null = null;
    try {
      const transfer = JSON.parse(
        fs.readFileSync(path.join(root, 'bench/results/transfer.json'), 'utf8'),
      );
      transferRate = transfer.api?.tps ?? null;
    } catch {}
    const summary = Object.fromEntries(
      (['keyword', 'category'] as const).map((k) => [
        k,
        {
          rps: round1(median(reads[k].map((x) => x.rps))),
          p50_ms: median(reads[k].map((x) => x.p50)),
          p95_ms: median(reads[k].map((x) => x.p95)),
          p99_ms: median(reads[k].map((x) => x.p99)),
          failed: reads[k].reduce((n, x) => n + x.failed, 0),
        },
      ]),
    ) as Record<
      'keyword' | 'category',
      { rps: number; p50_ms: number; p95_ms: number; p99_ms: number; failed: number }
    >;
    const result = {
      benchmark: 'mall',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      products: PRODUCTS,
      read_clients: READ_CLIENTS,
      seconds_per_round: SECONDS,
      rounds: ROUNDS,
      summary,
      runs: reads,
      checkout: {
        clients: CHECKOUT_CLIENTS,
        ...checkout,
        orders_equal_journals: true,
        ledger_audit: 'clean',
      },
      transfer_benchmark_rps: transferRate,
      target: { keyword_p95_ms: 30, category_p95_ms: 20 },
      met: {
        keyword: summary.keyword.p95_ms < 30 && summary.keyword.failed === 0,
        category: summary.category.p95_ms < 20 && summary.category.failed === 0,
      },
    };
    const dir = path.join(root, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mall.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify({ summary, checkout, met: result.met }, null, 2));
  } finally {
    server?.kill();
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${appDb}`);
    else await admin(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
