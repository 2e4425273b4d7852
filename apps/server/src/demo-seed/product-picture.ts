import sharp from 'sharp';

/** A white icon for each shelf, drawn around (0, 0) within ±90 (no words). */
const icons = {
  leaf: '<path d="M-70 70C-70-40 0-90 80-80C90 0 40 70-70 70Z" fill="white"/><path d="M-70 70L30-30" stroke="currentColor" stroke-width="10" stroke-linecap="round"/>',
  drop: '<path d="M0-90C40-30 70 0 70 30A70 70 0 0 1-70 30C-70 0-40-30 0-90Z" fill="white"/>',
  house:
    '<path d="M-80 0L0-75L80 0V80H-80Z" fill="white"/><rect x="-20" y="20" width="40" height="60" fill="currentColor"/>',
  cup: '<path d="M-70-50H50V30A50 50 0 0 1 0 80H-20A50 50 0 0 1-70 30Z" fill="white"/><path d="M50-30H65A25 25 0 0 1 65 20H50" stroke="white" stroke-width="14" fill="none"/>',
  sparkle: '<path d="M0-90L20-20L90 0L20 20L0 90L-20 20L-90 0L-20-20Z" fill="white"/>',
} as const;

/** The icon a shelf's pictures carry. */
export type ShelfIcon = keyof typeof icons;

/**
 * A square product picture drawn here: a soft background, a tilted tile with its shelf's icon
 * and a row of dots that tells the products of a shelf apart. No words (shown in every language).
 */
export function productPictureSvg(icon: ShelfIcon, hue: number, seed: number): string {
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

export function productPicture(icon: ShelfIcon, hue: number, seed: number) {
  return sharp(Buffer.from(productPictureSvg(icon, hue, seed)))
    .png()
    .toBuffer();
}
