import { createStandaloneAppConfig } from '../rspack.config.base';
import { ENTRY_SCRIPTS_FILE } from './src/paths';

// The console's app: not federated, its own origin, its page written by its server.
export default createStandaloneAppConfig(__dirname, { entry: './src/app/main.tsx', scriptsFile: ENTRY_SCRIPTS_FILE });
