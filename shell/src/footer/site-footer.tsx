import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@storefront/shared';
import { company, getRuntimeConfig, paths } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Link } from '@storefront/shared/router';
import { PolicyLinks } from './policy-links';

const quickLinks = [
  { label: 'Home', to: paths.home() },
  { label: 'Products', to: paths.products() },
  { label: 'About', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function SiteFooter() {
  const { contactEmail, contactPhone } = getRuntimeConfig();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={8} maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={12}>
        <Column title="About Us">
          <Text fontSize="sm">
            {company.name} designs, sells and installs smart switches, locks, doorbells, cameras, sensors,
            thermostats, lighting, gate and curtain automation and water-level control for homes and
            businesses across India.
          </Text>
        </Column>
        <Column title="Quick Links">
          <Stack as="ul" gap={2} listStyleType="none">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <ChakraLink asChild color="gray.300">
                  <Link to={link.to}>{link.label}</Link>
                </ChakraLink>
              </li>
            ))}
          </Stack>
        </Column>
        <Column title="Policies">
          <PolicyLinks />
        </Column>
        <Column title="Contact Us">
          <Stack as="address" gap={1} fontStyle="normal" fontSize="sm">
            {company.office.lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <ChakraLink href={`mailto:${contactEmail}`} color="gray.300">
              {contactEmail}
            </ChakraLink>
            <ChakraLink href={`tel:${contactPhone.replace(/\s+/g, '')}`} color="gray.300">
              {contactPhone}
            </ChakraLink>
          </Stack>
        </Column>
      </SimpleGrid>
      <Box borderTopWidth="1px" borderColor="gray.700" py={4} textAlign="center" fontSize="sm">
        © {new Date().getFullYear()} {company.name}. All rights reserved.
      </Box>
    </Box>
  );
}
