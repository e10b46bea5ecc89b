import { Box, Card, Container, Grid, PageMeta, paths } from '@storefront/shared';
import { DirectContact } from './direct-contact';
import { SupportForm } from './support-form';
import { SupportHeader } from './support-header';

export function SupportPage() {
  return (
    <Box>
      <PageMeta title="Customer Support" description="Get help with a product or an installation: send a support request and we reply within 24 hours." path={paths.customerSupport()} />
      <SupportHeader />
      <Container maxW="6xl" py={{ base: 8, md: 12 }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={8} alignItems="start">
          <Card.Root variant="elevated">
            <Card.Body p={{ base: 5, md: 8 }}>
              <SupportForm />
            </Card.Body>
          </Card.Root>
          <DirectContact />
        </Grid>
      </Container>
    </Box>
  );
}
