import { Button, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Share2 } from 'lucide-react';
import { useCopyFeedback } from '../../features/clipboard/use-copy-feedback';
import type { Article } from '../../features/articles/article';

export const LINK_COPIED_TEXT = 'Link copied!';
export const LINK_COPY_FAILED_TEXT = 'Could not copy the link. Please copy it from the address bar.';

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Native share where the browser has it; otherwise the article's link goes to the clipboard. */
export function ShareArticleButton({ article }: { article: Article }) {
  const { status, copy } = useCopyFeedback();

  const share = async () => {
    const url = new URL(paths.article(article.slug), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, text: article.excerpt, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (isCancelled(error)) return;
      }
    }
    await copy(url);
  };

  return (
    <Stack direction="row" align="center" gap={2}>
      <Text role="status" fontSize="sm" fontWeight="semibold" color={status === 'failed' ? 'red.600' : 'green.700'}>
        {status === 'copied' && LINK_COPIED_TEXT}
        {status === 'failed' && LINK_COPY_FAILED_TEXT}
      </Text>
      <Button variant="ghost" size="sm" colorPalette="brand" aria-label={`Share “${article.title}”`} onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </Stack>
  );
}
