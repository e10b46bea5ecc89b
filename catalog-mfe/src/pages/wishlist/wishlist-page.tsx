import { Container, Flex, Heading, SimpleGrid } from '@storefront/shared';
import { PageMeta, paths, useStorefront, type WishlistItem } from '@storefront/shared';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyCollection } from '../../features/collection/empty-collection';
import { LiveMessage } from '../../features/live-region/live-message';
import { ViewModeToggle, type ViewMode } from './view-mode-toggle';
import { WishlistCard } from './wishlist-card';

export const EMPTY_TITLE = 'Your wishlist is empty';
export const EMPTY_DESCRIPTION = 'Start adding items you love!';

/** `/wishlist`: the shared wishlist as a grid or a list. */
export function WishlistPage() {
  const items = useStorefront((state) => state.wishlistItems);
  const [view, setView] = useState<ViewMode>('grid');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const handleRemoved = (item: WishlistItem) => {
    setAnnouncement(`${item.name} removed from your wishlist.`);
    headingRef.current?.focus();
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <PageMeta title="My Wishlist" description="The products you have saved for later." path={paths.wishlist()} />
      <Flex justify="space-between" align="center" gap={4} mb={6} wrap="wrap">
        <Heading as="h1" ref={headingRef} tabIndex={-1} size={{ base: '2xl', md: '3xl' }}>
          My Wishlist
        </Heading>
        {items.length > 0 && <ViewModeToggle value={view} onChange={setView} />}
      </Flex>
      <LiveMessage message={announcement} />
      {items.length === 0 ? (
        <EmptyCollection
          icon={<Heart aria-hidden="true" />}
          title={EMPTY_TITLE}
          description={EMPTY_DESCRIPTION}
        />
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          data-view={view}
          aria-label="Saved items"
          columns={view === 'grid' ? { base: 1, sm: 2, lg: 3, xl: 4 } : 1}
          gap={6}
        >
          {items.map((item) => (
            <li key={item.id}>
              <WishlistCard item={item} view={view} onRemoved={handleRemoved} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
