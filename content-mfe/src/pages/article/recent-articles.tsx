import { Heading, Link as ChakraLink, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { recentArticles } from '../../features/articles/articles';
import { PublishedDate } from '../../features/articles/published-date';

export function RecentArticles({ currentSlug }: { currentSlug: string }) {
  return (
    <Stack as="nav" aria-labelledby="recent-articles" gap={4} borderWidth="1px" rounded="xl" p={5}>
      <Heading as="h2" size="md" id="recent-articles">
        Recent Articles
      </Heading>
      <Stack as="ul" gap={4} listStyleType="none">
        {recentArticles(currentSlug).map((article) => (
          <li key={article.slug}>
            <ChakraLink asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }}>
              <Link to={paths.article(article.slug)}>{article.title}</Link>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              <PublishedDate isoDate={article.publishedAt} />
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
