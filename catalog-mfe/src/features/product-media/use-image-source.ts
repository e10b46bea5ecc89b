import { assetUrl } from '@storefront/shared';
import { useState } from 'react';

/** The API serves this image for products whose own picture is missing or fails to load. */
export const PLACEHOLDER_IMAGE = 'images/placeholder.svg';

/**
 * The URL to show for an image path, switching once to the placeholder if it fails to load
 * (only once, so a missing placeholder cannot loop).
 */
export function useImageSource(path: string | undefined) {
  const [failedPath, setFailedPath] = useState<string | undefined>();
  const usable = path && path !== failedPath ? path : PLACEHOLDER_IMAGE;
  return {
    src: assetUrl(usable),
    onError: () => {
      if (usable !== PLACEHOLDER_IMAGE) setFailedPath(usable);
    },
  };
}
