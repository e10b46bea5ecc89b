import { useEffect } from 'react';

/**
 * Marks the document (`<html data-interactive>`) once React has taken the page over, by
 * hydrating the server's HTML or rendering it afresh: from then on its controls respond. A
 * server-rendered page shows before that, and a click on it would be lost, so the journeys wait
 * for this mark before they act. It renders nothing.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
