import { Box, Heading, HStack, List, Stack, Text } from '@storefront/shared';
import { PatternArt } from '../../features/artwork/pattern-art';
import type { Article } from '../../features/articles/article';
import { PublishedDate } from '../../features/articles/published-date';

const WORDS_PER_MINUTE = 200;

export function readingMinutes(article: Article): number {
  const text = [article.intro, ...article.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])].join(' ');
  return Math.max(1, Math.round(text.split(/\s+/).length / WORDS_PER_MINUTE));
}

export function ArticleBody({ article }: { article: Article }) {
  return (
    <Box as="article" aria-labelledby="article-title" minW={0}>
      <Stack as="header" gap={3} mb={6}>
        <Heading as="h1" id="article-title" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
          {article.title}
        </Heading>
        <HStack gap={2} color="fg.muted" fontSize="sm" wrap="wrap">
          <Text>By {article.author}</Text>
          <Text aria-hidden="true">·</Text>
          <PublishedDate isoDate={article.publishedAt} />
          <Text aria-hidden="true">·</Text>
          <Text>{readingMinutes(article)} min read</Text>
        </HStack>
      </Stack>
      <PatternArt label={article.imageQuery} icon={article.art.icon} palette={article.art.palette} seed={article.id * 31} rounded="2xl" aspectRatio="2 / 1" mb={8} />
      <Text fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" mb={8}>
        {article.intro}
      </Text>
      <Stack gap={8}>
        {article.sections.map((section) => (
          <Box as="section" key={section.heading}>
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} mb={3}>
              {section.heading}
            </Heading>
            <Stack gap={4} lineHeight="tall">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.points && (
                <List.Root gap={2} ps={6}>
                  {section.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
