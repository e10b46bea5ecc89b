import { Card, Heading, HStack, Link as ChakraLink, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { PatternArt } from '../../features/artwork/pattern-art';
import type { Article } from '../../features/articles/article';
import { PublishedDate } from '../../features/articles/published-date';
import { ShareArticleButton } from './share-article-button';

export function ArticleCard({ article }: { article: Article }) {
  const headingId = `article-card-${article.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" h="full" variant="elevated">
      <PatternArt label={article.imageQuery} icon={article.art.icon} palette={article.art.palette} seed={article.id * 31} />
      <Card.Body gap={3}>
        <HStack gap={2} fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{article.author}</Text>
          <Text aria-hidden="true">·</Text>
          <PublishedDate isoDate={article.publishedAt} />
        </HStack>
        <Heading as="h2" size="lg" id={headingId}>
          <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to={paths.article(article.slug)}>{article.title}</Link>
          </ChakraLink>
        </Heading>
        <Text color="fg.muted">{article.excerpt}</Text>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <ShareArticleButton article={article} />
      </Card.Footer>
    </Card.Root>
  );
}
