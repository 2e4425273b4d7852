import type { AdminNewsFields } from '@rangkai/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { type Db, inTransaction } from './db/client.js';
import { mallProducts, news } from './db/schema/index.js';
import { addProductImage, saveCategory, saveProduct, saveVoucher } from './features/mall/index.js';
import { createNews } from './features/news/index.js';
import type { BlobStore } from './lib/blob-store.js';
import type { CliCommand } from './lib/cli-command.js';
import { mediaStore } from './lib/file-stores.js';

/** A soft shape (circle, rounded square or diamond) at a place and size drawn from `seed`. */
function shape(seed: number, i: number, width: number, height: number): string {
  const x = (seed * 97 + i * 211) % width;
  const y = (seed * 53 + i * 137) % height;
  const r = 60 + ((seed + i * 31) % 160);
  const opacity = (6 + (i % 3) * 4) / 100; // 0.06, 0.1 or 0.14
  if (i % 3 === 0)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="white" fill-opacity="${opacity}"/>`;
  if (i % 3 === 1)
    return `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="${r / 5}" fill="white" fill-opacity="${opacity}" transform="rotate(${(seed * 17 + i * 23) % 90} ${x} ${y})"/>`;
  return `<path d="M${x} ${y - r / 2}L${x + r / 2} ${y}L${x} ${y + r / 2}L${x - r / 2} ${y}Z" fill="white" fill-opacity="${opacity}"/>`;
}

/**
 * A picture drawn here (nothing downloaded): a diagonal gradient between two hues and soft
 * shapes, as a 1200×675 PNG (16:9, the shape of the news cards and banners). No words: the same
 * picture is shown to readers of every language, and the title is written beside it.
 */
export function demoPictureSvg(hues: [number, number], seed = 0): string {
  const [a, b] = hues;
  const shapes = Array.from({ length: 9 }, (_, i) => shape(seed, i, 1200, 675)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},75%,35%)"/>
  </linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>${shapes}
</svg>`;
}

export function demoPicture(hues: [number, number], seed = 0) {
  return sharp(Buffer.from(demoPictureSvg(hues, seed)))
    .png()
    .toBuffer();
}

interface DemoArticle {
  kind: 'news' | 'banner';
  type?: 'announcement' | 'news' | 'promotion';
  title: { en: string; zh: string; ms: string };
  body?: { en: string; zh: string; ms: string };
  hues: [number, number];
  link?: string;
  daysAgo: number;
}

const articles: DemoArticle[] = [
  {
    kind: 'news',
    type: 'announcement',
    title: {
      en: 'Welcome to Rangkai',
      zh: '欢迎来到 Rangkai',
      ms: 'Selamat datang ke Rangkai',
    },
    body: {
      en: '<p>Your shop, your network and your wallets, in one place.</p><ul><li>Shop the mall with your points</li><li>Follow your team in the genealogy</li><li>Withdraw to your bank after a quick KYC</li></ul>',
      zh: '<p>购物、团队与钱包，尽在一处。</p><ul><li>用积分在商城购物</li><li>在族谱中关注您的团队</li><li>完成 KYC 后提现到银行</li></ul>',
      ms: '<p>Kedai, rangkaian dan dompet anda, di satu tempat.</p><ul><li>Beli-belah di pusat beli-belah dengan mata anda</li><li>Ikuti pasukan anda dalam salasilah</li><li>Keluarkan wang ke bank selepas KYC yang ringkas</li></ul>',
    },
    hues: [168, 205],
    daysAgo: 0,
  },
  {
    kind: 'news',
    type: 'promotion',
    title: {
      en: 'Year-end double points',
      zh: '年终双倍积分',
      ms: 'Mata berganda hujung tahun',
    },
    body: {
      en: '<p>Every purchase in the mall earns <strong>double repurchase points</strong> until 31 December.</p>',
      zh: '<p>12 月 31 日前，商城每笔消费可获<strong>双倍复购积分</strong>。</p>',
      ms: '<p>Setiap pembelian di pusat beli-belah mendapat <strong>mata belian semula berganda</strong> sehingga 31 Disember.</p>',
    },
    hues: [20, 350],
    daysAgo: 1,
  },
  {
    kind: 'news',
    type: 'news',
    title: {
      en: 'New in the mall: health and home',
      zh: '商城新品：健康与家居',
      ms: 'Baharu di pusat beli-belah: kesihatan dan rumah',
    },
    body: {
      en: '<p>Two new categories with more than twenty products, delivered across Malaysia.</p>',
      zh: '<p>新增两个类别、二十多件商品，配送全马。</p>',
      ms: '<p>Dua kategori baharu dengan lebih daripada dua puluh produk, dihantar ke seluruh Malaysia.</p>',
    },
    hues: [95, 140],
    daysAgo: 3,
  },
  {
    kind: 'news',
    type: 'news',
    title: {
      en: 'How the pairing bonus works',
      zh: '对碰奖金如何计算',
      ms: 'Cara bonus berpasangan berfungsi',
    },
    body: {
      en: '<h3>Left and right</h3><p>Each day, sales volume on your weaker side is matched with the stronger side. Read the bonus record to see every pairing.</p>',
      zh: '<h3>左区与右区</h3><p>每天以较弱一侧的业绩与较强一侧对碰。可在奖金记录中查看每次对碰。</p>',
      ms: '<h3>Kiri dan kanan</h3><p>Setiap hari, jualan di sebelah yang lebih lemah dipadankan dengan sebelah yang lebih kuat. Lihat rekod bonus untuk setiap padanan.</p>',
    },
    hues: [260, 225],
    daysAgo: 6,
  },
  {
    kind: 'news',
    type: 'news',
    title: {
      en: 'KYC in three minutes',
      zh: '三分钟完成 KYC',
      ms: 'KYC dalam tiga minit',
    },
    body: {
      en: '<p>Take a photo of the front and the back of your MyKad or passport. Your pictures are encrypted and seen only by our compliance team.</p>',
      zh: '<p>拍摄身份证或护照的正反面。照片经过加密，仅合规团队可见。</p>',
      ms: '<p>Ambil gambar bahagian depan dan belakang MyKad atau pasport anda. Gambar anda disulitkan dan hanya dilihat oleh pasukan pematuhan kami.</p>',
    },
    hues: [40, 15],
    daysAgo: 9,
  },
  {
    kind: 'banner',
    title: { en: 'Shop the mall', zh: '逛商城', ms: 'Beli-belah sekarang' },
    hues: [330, 290],
    link: '/web/dashboard',
    daysAgo: 0,
  },
  {
    kind: 'banner',
    title: { en: 'Latest news', zh: '最新消息', ms: 'Berita terkini' },
    hues: [190, 230],
    link: '/web/general/newsList',
    daysAgo: 0,
  },
];

/** Demo news (one announcement, four articles) and two banners, unless news exist already. */
async function seedDemoNews(db: Db, media: BlobStore): Promise<string> {
  const [{ n }] = await db.select({ n: count() }).from(news);
  if (n > 0) return `news: ${n} already there, none added`;
  let i = 0;
  for (const a of articles) {
    const fields = {
      kind: a.kind,
      news_type: a.type ?? 'news',
      publish_at: new Date(Date.now() - a.daysAgo * 86_400_000 - 60_000).toISOString(),
      active: 'true',
      sort_order: i,
      remove_image: 'false',
      link_url: a.link ?? '',
      title_en: a.title.en,
      title_zh: a.title.zh,
      title_ms: a.title.ms,
      body_en: a.body?.en,
      body_zh: a.body?.zh,
      body_ms: a.body?.ms,
    } satisfies AdminNewsFields;
    await createNews(db, media, {
      fields,
      image: await demoPicture(a.hues, i++),
      actor: { type: 'system', username: 'demo:seed' },
    });
  }
  return `news: ${articles.filter((a) => a.kind === 'news').length} articles and ${articles.filter((a) => a.kind === 'banner').length} banners published`;
}

type Names = [en: string, zh: string, ms: string];

/** Five categories of eight products: names in English, Chinese and Malay, a price in MYR. */
const shelves: {
  category: Names;
  hue: number;
  icon: keyof typeof icons;
  products: [Names, number][];
}[] = [
  {
    category: ['Health', '健康', 'Kesihatan'],
    hue: 150,
    icon: 'leaf',
    products: [
      [['Herbal Tea', '草本茶', 'Teh Herba'], 39],
      [['Bird’s Nest Drink', '燕窝饮品', 'Minuman Sarang Burung'], 128],
      [['Tongkat Ali Coffee', '东革阿里咖啡', 'Kopi Tongkat Ali'], 56],
      [['Vitamin C 1000', '维生素C 1000', 'Vitamin C 1000'], 45],
      [['Black Seed Oil', '黑种草油', 'Minyak Habbatus Sauda'], 62],
      [['Collagen Powder', '胶原蛋白粉', 'Serbuk Kolagen'], 99],
      [['Manuka Honey', '麦卢卡蜂蜜', 'Madu Manuka'], 149],
      [['Probiotic Drink', '益生菌饮品', 'Minuman Probiotik'], 35],
    ],
  },
  {
    category: ['Beauty', '美容', 'Kecantikan'],
    hue: 330,
    icon: 'drop',
    products: [
      [['Rose Face Mist', '玫瑰喷雾', 'Kabus Muka Mawar'], 42],
      [['Pearl Cream', '珍珠霜', 'Krim Mutiara'], 88],
      [['Sunscreen SPF50', '防晒霜 SPF50', 'Pelindung Matahari SPF50'], 49],
      [['Aloe Vera Gel', '芦荟胶', 'Gel Lidah Buaya'], 25],
      [['Lip Balm Trio', '润唇膏三件装', 'Pelembap Bibir Trio'], 29],
      [['Clay Mask', '泥膜', 'Topeng Tanah Liat'], 36],
      [['Hair Serum', '护发精华', 'Serum Rambut'], 54],
      [['Night Repair Oil', '夜间修复油', 'Minyak Pemulihan Malam'], 118],
    ],
  },
  {
    category: ['Home & Living', '居家生活', 'Rumah & Kehidupan'],
    hue: 30,
    icon: 'house',
    products: [
      [['Rattan Basket', '藤编篮', 'Bakul Rotan'], 65],
      [['Batik Cushion Cover', '蜡染抱枕套', 'Sarung Kusyen Batik'], 38],
      [['Bamboo Cutting Board', '竹砧板', 'Papan Pemotong Buluh'], 45],
      [['Scented Candle', '香薰蜡烛', 'Lilin Wangi'], 32],
      [['Ceramic Mug Set', '陶瓷杯套装', 'Set Mug Seramik'], 58],
      [['Cotton Bath Towel', '纯棉浴巾', 'Tuala Mandi Kapas'], 40],
      [['Water Filter Jug', '滤水壶', 'Jag Penapis Air'], 79],
      [['LED Desk Lamp', 'LED台灯', 'Lampu Meja LED'], 95],
    ],
  },
  {
    category: ['Food & Drinks', '食品饮料', 'Makanan & Minuman'],
    hue: 45,
    icon: 'cup',
    products: [
      [['White Coffee', '白咖啡', 'Kopi Putih'], 24],
      [['Kaya Jam', '咖椰酱', 'Seri Kaya'], 15],
      [['Durian Crepe Box', '榴莲千层盒', 'Kotak Krep Durian'], 68],
      [['Salted Egg Chips', '咸蛋薯片', 'Kerepek Telur Masin'], 19],
      [['Sabah Tea', '沙巴茶', 'Teh Sabah'], 22],
      [['Pandan Cookies', '班兰饼干', 'Biskut Pandan'], 18],
      [['Gula Melaka', '椰糖', 'Gula Melaka'], 12],
      [['Chilli Sambal', '参巴辣椒酱', 'Sambal Cili'], 14],
    ],
  },
  {
    category: ['Personal Care', '个人护理', 'Penjagaan Diri'],
    hue: 200,
    icon: 'sparkle',
    products: [
      [['Charcoal Toothpaste', '竹炭牙膏', 'Ubat Gigi Arang'], 16],
      [['Herbal Shampoo', '草本洗发水', 'Syampu Herba'], 28],
      [['Body Wash', '沐浴露', 'Sabun Mandian'], 24],
      [['Hand Cream', '护手霜', 'Krim Tangan'], 19],
      [['Electric Toothbrush', '电动牙刷', 'Berus Gigi Elektrik'], 139],
      [['Deodorant', '止汗露', 'Deodoran'], 17],
      [['Foot Balm', '足部膏', 'Balsem Kaki'], 21],
      [['Travel Kit', '旅行套装', 'Kit Perjalanan'], 49],
    ],
  },
];

/** A white icon for each shelf, drawn around (0, 0) within ±90 (no words). */
const icons = {
  leaf: '<path d="M-70 70C-70-40 0-90 80-80C90 0 40 70-70 70Z" fill="white"/><path d="M-70 70L30-30" stroke="currentColor" stroke-width="10" stroke-linecap="round"/>',
  drop: '<path d="M0-90C40-30 70 0 70 30A70 70 0 0 1-70 30C-70 0-40-30 0-90Z" fill="white"/>',
  house:
    '<path d="M-80 0L0-75L80 0V80H-80Z" fill="white"/><rect x="-20" y="20" width="40" height="60" fill="currentColor"/>',
  cup: '<path d="M-70-50H50V30A50 50 0 0 1 0 80H-20A50 50 0 0 1-70 30Z" fill="white"/><path d="M50-30H65A25 25 0 0 1 65 20H50" stroke="white" stroke-width="14" fill="none"/>',
  sparkle: '<path d="M0-90L20-20L90 0L20 20L0 90L-20 20L-90 0L-20-20Z" fill="white"/>',
} as const;

/**
 * A square product picture drawn here: a soft background, a tilted tile with its shelf's icon
 * and a row of dots that tells the products of a shelf apart. No words (shown in every language).
 */
export function productPictureSvg(icon: keyof typeof icons, hue: number, seed: number): string {
  const tilt = ((seed * 7) % 20) - 10;
  const tile = `hsl(${(hue + seed * 9) % 360},55%,48%)`;
  const count = 1 + (seed % 4);
  const dots = Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${400 + (i - (count - 1) / 2) * 44}" cy="650" r="14" fill="hsl(${hue},40%,55%)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <rect width="800" height="800" fill="hsl(${hue},45%,94%)"/>
  <circle cx="${200 + ((seed * 61) % 400)}" cy="${180 + ((seed * 37) % 200)}" r="220" fill="hsl(${hue},60%,85%)"/>
  <g transform="rotate(${tilt} 400 360)">
    <rect x="230" y="190" width="340" height="340" rx="48" fill="${tile}"/>
    <g transform="translate(400 360) scale(1.3)" color="${tile}">${icons[icon]}</g>
  </g>${dots}
</svg>`;
}

function productPicture(icon: keyof typeof icons, hue: number, seed: number) {
  return sharp(Buffer.from(productPictureSvg(icon, hue, seed)))
    .png()
    .toBuffer();
}

const price = (myr: number, factor: number) => BigInt(Math.round(myr * factor)) * 100n;

/**
 * A demo mall: 5 categories, up to 8 products each (`perShelf`) with pictures, 3 vouchers —
 * unless products exist.
 */
async function seedDemoMall(db: Db, media: BlobStore, perShelf = 8): Promise<string> {
  const [{ n }] = await db.select({ n: count() }).from(mallProducts);
  if (n > 0) return `mall: ${n} products already there, none added`;
  const actor = { type: 'system' as const, username: 'demo:seed' };
  let seed = 0;
  for (const [order, shelf] of shelves.entries()) {
    const category = await inTransaction(db, (tx) =>
      saveCategory(tx, null, {
        name_en: shelf.category[0],
        name_zh: shelf.category[1],
        name_ms: shelf.category[2],
        sort_order: order,
        active: true,
      }),
    );
    for (const [[en, zh, ms], myr] of shelf.products.slice(0, perShelf)) {
      seed++;
      const saved = await inTransaction(db, (tx) =>
        saveProduct(tx, null, {
          mall_category_id: category.after.id,
          name_en: en,
          name_zh: zh,
          name_ms: ms,
          description_en: `${en}, chosen for Rangkai members.\nShips from Kuala Lumpur in 2–3 working days.`,
          description_zh: `${zh}，为 Rangkai 会员精选。\n从吉隆坡发货，2–3 个工作日。`,
          description_ms: `${ms}, dipilih untuk ahli Rangkai.\nDihantar dari Kuala Lumpur dalam 2–3 hari bekerja.`,
          normal_credit: price(myr, 1),
          premium_credit: price(myr, 0.85),
          normal_cash: price(myr, 0.95),
          premium_cash: price(myr, 0.8),
          stock: 20 + ((seed * 13) % 180),
          active: true,
          featured: seed % 5 === 1,
        }),
      );
      await addProductImage(
        db,
        media,
        saved.after.id,
        await productPicture(shelf.icon, shelf.hue, seed),
        {
          actor,
          ip: '127.0.0.1',
        },
      );
    }
  }
  const now = Date.now();
  const days = (d: number) => new Date(now + d * 86_400_000).toISOString();
  const demoVouchers = [
    {
      code: 'WELCOME10',
      name: 'RM10 off your first order',
      discount_type: 'fixed' as const,
      amount: 1000n,
      min_spend: 5000n,
    },
    {
      code: 'SAVE15',
      name: '15% off, up to RM30',
      discount_type: 'percent' as const,
      percent: 15,
      max_discount: 3000n,
      min_spend: 10000n,
    },
    {
      code: 'FREESHIP',
      name: 'RM10 off orders over RM80',
      discount_type: 'fixed' as const,
      amount: 1000n,
      min_spend: 8000n,
    },
  ];
  for (const v of demoVouchers)
    await inTransaction(db, (tx) =>
      saveVoucher(tx, null, {
        ...v,
        starts_at: days(-1),
        ends_at: days(60),
        total_quantity: 500,
        per_member_limit: 1,
        active: true,
      }),
    );
  return `mall: ${shelves.length} categories, ${seed} products with pictures and ${demoVouchers.length} vouchers`;
}

export const demoSeedCommand: CliCommand = {
  summary:
    'Fill an empty installation with demo content: news, banners, an announcement and a mall (40 products, vouchers); --per-category N (1–8) for a smaller mall',
  async run({ db, config, flags }) {
    const perShelf = flags['per-category'] === undefined ? 8 : Number(flags['per-category']);
    if (!Number.isInteger(perShelf) || perShelf < 1 || perShelf > 8) {
      console.error('--per-category must be a whole number from 1 to 8');
      return 2;
    }
    console.log(await seedDemoNews(db, mediaStore(config)));
    console.log(await seedDemoMall(db, mediaStore(config), perShelf));
    return 0;
  },
};
