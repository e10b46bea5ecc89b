import { createConfig } from '../rspack.config.base';

export default createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  title: 'Smart Home Solutions',
});
