import { Button, Flex, Text } from '@storefront/shared';
import { remoteTitle, type RemoteName } from '@storefront/shared/federation';
import { OVERRIDE_PARAM, storeOverrides } from '../runtime/overrides';
import { activeOverrides } from '../runtime/remote-versions';

/** Ends every override: forgotten for the session, and this page loaded again without them. */
function leaveOverrides(): void {
  try {
    storeOverrides(window.sessionStorage, {});
  } catch {
    // Without storage the override lived in this page's address only.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.location.assign(url.href);
}

/**
 * Says, on every page, that this browser runs a remote other than the live one, and offers the
 * way out: an override must never pass for the real site.
 */
export function OverrideBanner() {
  const overrides = Object.entries(activeOverrides()) as [RemoteName, { label: string }][];
  if (overrides.length === 0) return null;
  return (
    <Flex as="section" aria-label="Override in force" bg="orange.100" color="gray.900" px="4" py="2" gap="4" align="center" justify="center" wrap="wrap">
      <Text fontSize="sm">
        This browser session runs {overrides.map(([name, override]) => `${remoteTitle(name)} from ${override.label}`).join(', ')} instead of the live
        version.
      </Text>
      <Button size="xs" variant="outline" colorPalette="gray" onClick={leaveOverrides}>
        Leave override
      </Button>
    </Flex>
  );
}
