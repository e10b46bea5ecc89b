import { Container, PageMeta, paths, SimpleGrid } from '@storefront/shared';
import { articles } from '../../features/articles/articles';
import { PageHero } from '../../features/page-sections/page-hero';
import { ArticleCard } from './article-card';

const ARTICLES_DESCRIPTION =
  'Practical advice from our engineers and installers on choosing, setting up and getting the most from smart-home and security devices.';

export function ArticleListPage() {
  return (
    <>
      <PageMeta title="Articles" description={ARTICLES_DESCRIPTION} path={paths.articles()} />
      <PageHero
        eyebrow="Articles"
        title="Guides for a smarter, safer home"
        lede={ARTICLES_DESCRIPTION}
      />
      <Container maxW="7xl" py={{ base: 10, md: 16 }}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6} aria-label="All articles">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
