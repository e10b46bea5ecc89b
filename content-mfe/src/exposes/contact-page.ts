export { ContactPage as default } from '../pages/contact/contact-page';
