import type { ViteUserConfig } from 'vitest/config';

export declare const browserTests: ViteUserConfig;
export declare const nodeTests: ViteUserConfig;
