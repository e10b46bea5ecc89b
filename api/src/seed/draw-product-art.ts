/**
 * Regenerates the product illustrations under api/public/images: `pnpm draw-art`.
 * The output is committed, so run this only after changing the seed or the art code.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PUBLIC_DIRECTORY } from '../http/static-assets';
import { renderSeedArt } from './art/render-seed-art';

const PRODUCT_ART_DIRECTORY = join(PUBLIC_DIRECTORY, 'images', 'products');

const files = renderSeedArt();
const expected = new Set(files.map((file) => join(PUBLIC_DIRECTORY, file.path)));

for (const file of files) {
  const target = join(PUBLIC_DIRECTORY, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, file.svg);
}

// Drop art for products that no longer exist so the folder mirrors the seed exactly.
let removed = 0;
for (const name of await readdir(PRODUCT_ART_DIRECTORY)) {
  const target = join(PRODUCT_ART_DIRECTORY, name);
  if (name.endsWith('.svg') && !expected.has(target)) {
    await rm(target);
    removed += 1;
  }
}

const largest = Math.max(...files.map((file) => Buffer.byteLength(file.svg)));
console.log(
  `Wrote ${files.length} SVG files to ${PUBLIC_DIRECTORY} (largest ${largest} bytes), removed ${removed} stale.`,
);
