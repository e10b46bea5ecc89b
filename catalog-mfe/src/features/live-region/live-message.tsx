import { VisuallyHidden } from '@storefront/shared';

/** Tells screen-reader users what just happened (an item added or removed) without moving focus. */
export function LiveMessage({ message }: { message: string }) {
  return <VisuallyHidden aria-live="polite">{message}</VisuallyHidden>;
}
