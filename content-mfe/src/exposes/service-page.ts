export { ServicePage as default } from '../pages/service/service-page';
