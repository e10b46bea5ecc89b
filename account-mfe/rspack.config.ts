import { createConfig } from '../rspack.config.base';

export default createConfig({
  dir: __dirname,
  name: 'account_mfe',
  port: 3003,
  title: 'Account (standalone)',
  exposes: {
    './LoginPage': './src/exposes/login-page.ts',
    './SupportPage': './src/exposes/support-page.ts',
  },
});
