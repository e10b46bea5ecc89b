import { createSystem, createSystemInPhases, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type {} from '../runtime/startup-off';

// Chakra's default theme with only the recipes of the components in ./kit.ts: the full default
// system carries every recipe (about 30 KB compressed) whether a component is used or not. The
// on-demand widgets (./widgets.tsx) bring their own recipes with them.
// The colour palettes the site never uses (no colorPalette, colour token or status of theirs
// appears in the apps). Each is about 20 tokens, light and dark, that the system resolves and
// writes out as CSS variables while every page starts: leaving them out makes that a third faster.
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']);
const usedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
// The 'info' roles are blue: no alert or badge of the site has that status.
const withoutInfo = <T extends object>(roles: T): T =>
  Object.fromEntries(Object.entries(roles).filter(([role]) => role !== 'info')) as T;

// The site has no dark mode: each semantic token keeps its light value, and every page's head
// carries no second set of colour and shadow variables for a `.dark` class nothing sets.
type TokenTree = { [name: string]: unknown };
const lightValues = <T extends object>(tree: T): T =>
  Object.fromEntries(
    Object.entries(tree).map(([name, node]) => {
      if (typeof node !== 'object' || node === null) return [name, node];
      const value = (node as { value?: unknown }).value;
      if (typeof value === 'object' && value !== null && '_light' in value) return [name, { ...node, value: value._light }];
      return [name, 'value' in node ? node : lightValues(node as TokenTree)];
    }),
  ) as T;

const { bg, fg, border, ...paletteColors } = semanticTokens.colors ?? {};

const theme = defineConfig({
  preflight: true,
  // Every token is a CSS variable (`--c-colors-brand-600`), named well over a thousand times in
  // a page's styles: Chakra's own prefix, `chakra`, would add 7 KB to each page's HTML. Code names
  // tokens (`brand.600`), never their variables, so the prefix is written here alone.
  cssVarsPrefix: 'c',
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightValues({
      ...semanticTokens,
      colors: {
        ...usedPalettes(paletteColors),
        bg: withoutInfo(bg ?? {}),
        fg: withoutInfo(fg ?? {}),
        border: withoutInfo(border ?? {}),
      },
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

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
    semanticTokens: lightValues({
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
        // Chakra's light defaults for these fall below WCAG AA (4.5:1) with white: error text
        // (red.500) on white and grey, and white text on solid green and orange badges.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
      },
    }),
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    // Keyboard users always see where they are.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    // Visitors who ask for less motion get no animations or smooth scrolling.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The one Chakra system of the site, provided by the shell. Created on first use, not when the
 * module loads: building it is the largest piece of work in the shell's first script, and done
 * here it runs in the first render's own task instead of lengthening the script's evaluation.
 */
export function storefrontSystem() {
  system ??= createSystem(defaultBaseConfig, theme, brand);
  // A bench variant without the Chakra patch (STARTUP_OFF=chakra-patch): the unpatched
  // createSystem computes the global styles as it creates the system (read once, then kept).
  if (typeof __STARTUP_OFF__ !== 'undefined' && __STARTUP_OFF__.chakraPatch) void system._global;
  return system;
}

/**
 * Builds the same system in phases (merging the configs, resolving the tokens, the style
 * utilities, the rest), awaiting `pause` between them: built at once it is one task of about
 * 150 ms on a mid-range phone, the longest of a page's start. Returns the one system: if
 * storefrontSystem() built it meanwhile, that one.
 */
export async function buildStorefrontSystem(pause: () => Promise<void>) {
  if (system) return system;
  // Without the Chakra patch (a bench variant) there is no createSystemInPhases: one go.
  if (typeof __STARTUP_OFF__ !== 'undefined' && __STARTUP_OFF__.chakraPatch) return storefrontSystem();
  const phases = createSystemInPhases(defaultBaseConfig, theme, brand);
  let step = phases.next();
  while (!step.done) {
    await pause();
    step = phases.next();
  }
  system ??= step.value;
  return system;
}

let systemForServerStyles: ReturnType<typeof createSystem> | undefined;

/**
 * The same system for a page whose global styles the server rendered. Chakra's provider renders
 * the system's global styles; computing them (every token as a CSS variable) is most of the work
 * of creating a system, and it would hold up the hydration of a page that already has them. The
 * system computes them only when they are read (see the patch of @chakra-ui/react), and this
 * one's are empty. So is the order of its cascade layers (`@layer reset, …;`), which the page
 * states already: added again, it would be one more style sheet for the browser to apply.
 */
export function systemWithoutGlobalStyles() {
  const system = storefrontSystem();
  systemForServerStyles ??= Object.create(system, {
    _global: { value: [] },
    layers: { value: { ...system.layers, atRule: '' } },
  }) as ReturnType<typeof createSystem>;
  return systemForServerStyles;
}
