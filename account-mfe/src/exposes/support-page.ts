export { SupportPage as default } from '../pages/support/support-page';
