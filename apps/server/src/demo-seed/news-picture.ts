import sharp from 'sharp';

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
