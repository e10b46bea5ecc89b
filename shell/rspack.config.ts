import { createConfig } from '../rspack.config.base';

// `pnpm dev`: the shell's dev server names the remotes' dev servers and the local API.
const devRemote = (port: number) => ({ version: 'dev', manifest: `http://localhost:${port}/mf-manifest.json` });

export default createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  title: 'Smart Home Solutions',
  devDocuments: {
    '/registry.json': {
      remotes: { catalog_mfe: devRemote(3001), content_mfe: devRemote(3002), account_mfe: devRemote(3003) },
    },
    '/config.json': { apiBaseUrl: 'http://localhost:8090' },
  },
});
