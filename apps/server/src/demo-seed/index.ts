import type { CliCommand } from '../lib/cli-command.js';
import { mediaStore } from '../lib/file-stores.js';
import { seedDemoHotels } from './seed-hotels.js';
import { seedDemoMall } from './seed-mall.js';
import { seedDemoNews } from './seed-news.js';

export { demoPicture, demoPictureSvg } from './news-picture.js';
export { productPictureSvg } from './product-picture.js';

export const demoSeedCommand: CliCommand = {
  summary:
    'Fill an empty installation with demo content: news, banners, an announcement and a mall (40 products, vouchers), three hotels with rooms for the next 90 nights; --per-category N (1–8) for a smaller mall',
  async run({ db, config, flags }) {
    const perShelf = flags['per-category'] === undefined ? 8 : Number(flags['per-category']);
    if (!Number.isInteger(perShelf) || perShelf < 1 || perShelf > 8) {
      console.error('--per-category must be a whole number from 1 to 8');
      return 2;
    }
    console.log(await seedDemoNews(db, mediaStore(config)));
    console.log(await seedDemoMall(db, mediaStore(config), perShelf));
    console.log(await seedDemoHotels(db, mediaStore(config)));
    return 0;
  },
};
