import { Button, HStack, Text } from '@storefront/shared';
import { paths, useStorefront } from '@storefront/shared';
import { Link, useLocation } from '@storefront/shared/router';
import { useSessionCheck } from './use-session-check';

/** 'Login' for visitors; the signed-in name and a Logout control for customers. */
export function AccountControl({ loginLabel = 'Login' }: { loginLabel?: string }) {
  const user = useStorefront((state) => state.userData);
  const logout = useStorefront((state) => state.logout);
  const location = useLocation();
  useSessionCheck();

  if (user) {
    return (
      <HStack gap={2}>
        <Text fontSize="sm" data-testid="signed-in-user">
          Hi, {user.name}
        </Text>
        <Button size="sm" variant="outline" onClick={logout}>
          Logout
        </Button>
      </HStack>
    );
  }
  return (
    <Button asChild size="sm" colorPalette="brand">
      <Link to={paths.login()} state={{ from: location.pathname + location.search }}>
        {loginLabel}
      </Link>
    </Button>
  );
}
