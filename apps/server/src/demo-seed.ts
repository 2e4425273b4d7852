import type { AdminNewsFields } from '@rangkai/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from './db/client.js';
import { news } from './db/schema/index.js';
import { createNews } from './features/news/index.js';
import type { CliCommand } from './lib/cli-command.js';

/** Escapes text for an SVG text node. */
const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A picture drawn here (nothing downloaded): a diagonal gradient between two hues, soft circles
 * and a title, as a 1200×675 PNG (16:9, the shape of the news cards and banners).
 */
export async function demoPicture(title: string, hues: [number, number], seed = 0) {
  const [a, b] = hues;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 211) % 1200;
    const y = (seed * 53 + i * 137) % 675;
    const r = 60 + ((seed + i * 31) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="white" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},75%,35%)"/>
  </linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>${circles}
  <text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold"
    fill="white">${xml(title)}</text>
  <text x="80" y="450" font-family="DejaVu Sans, sans-serif" font-size="32" fill="white"
    fill-opacity="0.8">Rangkai</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoArticle {
  kind: 'news' | 'banner';
  type?: 'announcement' | 'news' | 'promotion';
  title: { en: string; zh: string; ms: string };
  body?: { en: string; zh: string; ms: string };
  picture: string;
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
    picture: 'Welcome',
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
    picture: 'Double points',
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
    picture: 'New arrivals',
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
    picture: 'Pairing bonus',
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
    picture: 'KYC',
    hues: [40, 15],
    daysAgo: 9,
  },
  {
    kind: 'banner',
    title: { en: 'Shop the mall', zh: '逛商城', ms: 'Beli-belah sekarang' },
    picture: 'Shop the mall',
    hues: [330, 290],
    link: '/web/dashboard',
    daysAgo: 0,
  },
  {
    kind: 'banner',
    title: { en: 'Latest news', zh: '最新消息', ms: 'Berita terkini' },
    picture: 'What is new',
    hues: [190, 230],
    link: '/web/general/newsList',
    daysAgo: 0,
  },
];

/** Demo news (one announcement, four articles) and two banners, unless news exist already. */
async function seedDemoNews(db: Db, publicDir: string): Promise<string> {
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
    await createNews(db, publicDir, {
      fields,
      image: await demoPicture(a.picture, a.hues, i++),
      actor: { type: 'system', username: 'demo:seed' },
    });
  }
  return `news: ${articles.filter((a) => a.kind === 'news').length} articles and ${articles.filter((a) => a.kind === 'banner').length} banners published`;
}

export const demoSeedCommand: CliCommand = {
  summary: 'Fill an empty installation with demo content (news, banners, an announcement)',
  async run({ db, config }) {
    console.log(await seedDemoNews(db, config.publicDir));
    return 0;
  },
};
