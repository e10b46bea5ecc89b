export { HomePage as default } from '../pages/home/home-page';
