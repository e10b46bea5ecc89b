import { createRemoteConfig } from '../rspack.config.base';

// Name, dev port and exposed pages come from this folder's entry in the federation contract.
export default createRemoteConfig(__dirname);
