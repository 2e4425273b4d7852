import type { ShelfIcon } from './product-picture.js';

export type Names = [en: string, zh: string, ms: string];

/** Five categories of eight products: names in English, Chinese and Malay, a price in MYR. */
export const shelves: {
  category: Names;
  hue: number;
  icon: ShelfIcon;
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
