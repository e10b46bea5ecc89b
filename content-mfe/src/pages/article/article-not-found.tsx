import { Button, Heading, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';

export const ARTICLE_NOT_FOUND = 'Article not found';

export function ArticleNotFound() {
  return (
    <Stack gap={4} align="flex-start" py={10}>
      <Heading as="h1" size="2xl">
        {ARTICLE_NOT_FOUND}
      </Heading>
      <Text color="fg.muted">We could not find that article. It may have been moved or the link may be mistyped.</Text>
      <Button asChild colorPalette="brand">
        <Link to={paths.articles()}>See all articles</Link>
      </Button>
    </Stack>
  );
}
