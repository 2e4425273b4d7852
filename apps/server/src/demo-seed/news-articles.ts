/** The demo news: one announcement, four articles and two banners, in English, Chinese and Malay. */
export interface DemoArticle {
  kind: 'news' | 'banner';
  type?: 'announcement' | 'news' | 'promotion';
  title: { en: string; zh: string; ms: string };
  body?: { en: string; zh: string; ms: string };
  hues: [number, number];
  link?: string;
  daysAgo: number;
}

export const articles: DemoArticle[] = [
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
