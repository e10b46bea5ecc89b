import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1fd' },
          100: { value: '#c5dbfa' },
          200: { value: '#9dc2f6' },
          300: { value: '#6fa5f1' },
          400: { value: '#468aeb' },
          500: { value: '#1f6fe0' },
          600: { value: '#1658bd' },
          700: { value: '#104596' },
          800: { value: '#0b3270' },
          900: { value: '#06204b' },
          950: { value: '#031330' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    // Keyboard users always see where they are.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

/** The one Chakra system of the site, provided by the shell. */
export const storefrontSystem = createSystem(defaultConfig, brand);
