import { Container, SimpleGrid, usePageTitle } from '@storefront/shared';
import { articles } from '../../features/articles/articles';
import { PageHero } from '../../features/page-sections/page-hero';
import { ArticleCard } from './article-card';

export function ArticleListPage() {
  usePageTitle('Articles');
  return (
    <>
      <PageHero
        eyebrow="Articles"
        title="Guides for a smarter, safer home"
        lede="Practical advice from our engineers and installers on choosing, setting up and getting the most from smart-home and security devices."
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
