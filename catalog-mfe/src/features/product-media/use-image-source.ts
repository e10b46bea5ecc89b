import { assetUrl } from '@storefront/shared';
import { useState } from 'react';

/** The API serves this image for products whose own picture is missing or fails to load. */
export const PLACEHOLDER_IMAGE = 'images/placeholder.svg';

/**
 * An image of server-rendered HTML that failed before the page hydrated fired its error event
 * before React listened for it: loading it again fires the event again, now heard.
 */
export function retryFailedBeforeHydration(image: HTMLImageElement | null): void {
  if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) image.src = image.getAttribute('src')!;
}

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
    ref: retryFailedBeforeHydration,
  };
}
