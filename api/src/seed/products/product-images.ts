/**
 * Image paths for one product: `images/products/{slug}-{n}.svg`, numbered across the main
 * images first and the additional images after, so every file name is unique.
 */
export function productImages(
  slug: string,
  imageCount: 1 | 2,
  additionalCount: 0 | 1 | 2 | 3,
): { images: string[]; additionalImages: string[] } {
  const path = (n: number) => `images/products/${slug}-${n}.svg`;
  const images = Array.from({ length: imageCount }, (_, index) => path(index + 1));
  const additionalImages = Array.from({ length: additionalCount }, (_, index) =>
    path(imageCount + index + 1),
  );
  return { images, additionalImages };
}
