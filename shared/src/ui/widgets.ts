// The Chakra UI components with a state machine of their own (Zag.js) that only some pages use.
// Federation shares this module as one instance like the kit, but the shell does not put it in
// its first script: it is fetched, from the shell, when a page that needs it loads (and in idle
// time after the first page), so pages without these widgets do not pay for them.
export { Accordion, Tabs, Tooltip } from '@chakra-ui/react';
