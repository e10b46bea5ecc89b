import { createShellConfig } from '../rspack.config.base';

export default createShellConfig(__dirname);
