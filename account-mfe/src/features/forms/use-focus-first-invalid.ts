import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Returns a function that moves focus to the form's first invalid control once the errors it
 * has just set are on screen (the control's `aria-invalid` comes from the next render).
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (request === handled.current) return;
    handled.current = request;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, formRef]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
