import { Button, HStack, Stack, Text } from '@storefront/shared';
import { paths, useStorefront } from '@storefront/shared';
import { Link } from '@storefront/shared/router';

interface SignedInNoticeProps {
  name: string;
  onLogout: () => void;
}

/** What the login page shows a visitor who is already signed in. */
export function SignedInNotice({ name, onLogout }: SignedInNoticeProps) {
  const logout = useStorefront((state) => state.logout);
  return (
    <Stack gap={5} textAlign="center">
      <Text fontSize="lg">You are signed in as {name}.</Text>
      <HStack justify="center" gap={3} wrap="wrap">
        <Button
          variant="outline"
          onClick={() => {
            logout();
            onLogout();
          }}
        >
          Logout
        </Button>
        <Button asChild colorPalette="brand">
          <Link to={paths.home()}>Go to the homepage</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
