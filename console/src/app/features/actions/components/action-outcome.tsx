import { Alert, Box, List } from '@storefront/shared';
import { ConsoleApiError } from '../../../lib/console-request';

/** What the release system answered: done, in a sentence, or refused, in its words and with its problems. */
export function ActionOutcome({ done, error }: { done: string | undefined; error: Error | null }) {
  if (error) {
    const problems = error instanceof ConsoleApiError ? error.problems : [];
    return (
      <Alert.Root status="error" role="alert" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap={2}>
          <Alert.Description>{error.message}</Alert.Description>
          {problems.length > 0 && (
            <List.Root as="ul" ps={4} fontSize="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    // The live region is always in the page, so screen readers announce what appears in it.
    <Box role="status">
      {done && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>{done}</Alert.Description>
        </Alert.Root>
      )}
    </Box>
  );
}
