import { fetchRuntimeDocuments } from './runtime/fetch-runtime-documents';

// Start reading the registry while the rest of the shell's code downloads: the two requests
// run side by side instead of one after the other.
const documents = fetchRuntimeDocuments();

// The async boundary: shared singletons are negotiated before any React code runs.
void import('./bootstrap').then(({ mount }) => mount(documents));
