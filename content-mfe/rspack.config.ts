import { createConfig } from '../rspack.config.base';

export default createConfig({
  dir: __dirname,
  name: 'content_mfe',
  port: 3002,
  title: 'Content (standalone)',
  exposes: {
    './HomePage': './src/exposes/home-page.ts',
    './AboutPage': './src/exposes/about-page.ts',
    './ContactPage': './src/exposes/contact-page.ts',
    './ArticleListPage': './src/exposes/article-list-page.ts',
    './ArticlePage': './src/exposes/article-page.ts',
    './ServicePage': './src/exposes/service-page.ts',
    './PolicyPage': './src/exposes/policy-page.ts',
  },
});
