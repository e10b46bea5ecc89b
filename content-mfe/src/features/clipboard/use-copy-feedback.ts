import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 / §9: the confirmation shows for 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the async Clipboard API and reports how it went: 'copied' for a while, or
 * 'failed' (kept until the next attempt, so there is time to read it) when the browser refuses.
 */
export function useCopyFeedback(durationMs = COPY_FEEDBACK_MS) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      clearTimeout(resetTimer.current);
      try {
        // Absent outside secure contexts; some browsers also reject without a permission.
        if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
        await navigator.clipboard.writeText(text);
      } catch {
        setStatus('failed');
        return false;
      }
      setStatus('copied');
      resetTimer.current = setTimeout(() => setStatus('idle'), durationMs);
      return true;
    },
    [durationMs],
  );

  return { status, copy };
}
