import { createShellBuilds } from '../rspack.config.base';

export default createShellBuilds(__dirname);
