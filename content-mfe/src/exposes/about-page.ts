export { AboutPage as default } from '../pages/about/about-page';
