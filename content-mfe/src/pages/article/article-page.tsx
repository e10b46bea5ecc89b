import { Box, Container, Grid, PageMeta, paths, Stack } from '@storefront/shared';
import { useParams } from '@storefront/shared/router';
import { findArticle } from '../../features/articles/articles';
import { ArticleBody } from './article-body';
import { ARTICLE_NOT_FOUND, ArticleNotFound } from './article-not-found';
import { BackButton } from './back-button';
import { RecentArticles } from './recent-articles';
import { StayUpdated } from './stay-updated';

export function ArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Box mb={4}>
        <BackButton />
      </Box>
      {article ? (
        <PageMeta title={article.title} description={article.excerpt} path={paths.article(article.slug)} type="article" />
      ) : (
        <PageMeta title={ARTICLE_NOT_FOUND} description={ARTICLE_NOT_FOUND} />
      )}
      {article ? (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }} gap={{ base: 10, lg: 14 }}>
          <ArticleBody article={article} />
          <Stack as="aside" aria-label="More articles" gap={6} alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <RecentArticles currentSlug={article.slug} />
            <StayUpdated />
          </Stack>
        </Grid>
      ) : (
        <ArticleNotFound />
      )}
    </Container>
  );
}
