// Only what other features use. The news pages are routed by file (app/routes): exported here,
// they made every page that shows the banners (the mall) load them all.
export { BannerStrip } from './components/banner-strip';
