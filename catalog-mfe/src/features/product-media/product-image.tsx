import { Image, type ImageProps } from '@storefront/shared';
import { useImageSource } from './use-image-source';

interface ProductImageProps extends Omit<ImageProps, 'src' | 'onError' | 'alt'> {
  /** A path under the API's /public (e.g. `images/products/x-1.svg`); empty for none. */
  path: string | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  size: number;
}

/** A catalogue image: square, sized up front, and the placeholder when the file is missing. */
export function ProductImage({ path, alt, size, ...rest }: ProductImageProps) {
  const { src, onError, ref } = useImageSource(path);
  return (
    <Image
      ref={ref}
      src={src}
      onError={onError}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      aspectRatio="1"
      objectFit="cover"
      bg="gray.50"
      {...rest}
    />
  );
}
