import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Hands a remote the shell's copy of a shared singleton without checking its version range
 * again. The release gate has already refused every remote whose required range the shell's
 * version does not satisfy (release/src/gate/verify-release.ts), and in the browser the check
 * only warns: the runtime parses the range anew for each shared import of each remote, about a
 * quarter of its work while a page starts on a slow phone. A remote that `isVerified` does not
 * vouch for (one a tester pointed at another build) keeps the runtime's own check and its warning.
 */
export function verifiedSharesPlugin(isVerified: (consumer: string | undefined) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-verified-shares',
    resolveShare: (args) => {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared || !shareInfo.shareConfig?.singleton || !isVerified(shareInfo.from)) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
