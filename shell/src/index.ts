import { readRuntimeDocuments } from './runtime/fetch-runtime-documents';

// Read the registry and configuration the page carries (or start fetching them) before the
// rest of the shell runs.
const documents = readRuntimeDocuments();

// The shell provides every shared library eagerly (they are in this same script), so the
// bootstrap can be part of it too: no extra round trip before the first render.
void import(/* webpackMode: "eager" */ './bootstrap').then(({ mount }) => mount(documents));
