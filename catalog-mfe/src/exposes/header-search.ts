export { HeaderSearch as default } from '../features/search/header-search';
