export { ProductListPage as default } from '../pages/product-list/product-list-page';
