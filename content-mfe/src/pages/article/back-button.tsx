import { Button } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from '@storefront/shared/router';

/**
 * History back, as the spec asks; but a visitor who landed here directly (first entry of the
 * session) would leave the site, so they go to the article list instead.
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx;
    if (location.key === 'default' || historyIndex === 0) void navigate(paths.articles());
    else void navigate(-1);
  };
  return (
    <Button variant="ghost" colorPalette="brand" onClick={goBack} ps={0}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
