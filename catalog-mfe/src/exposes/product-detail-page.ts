export { ProductDetailPage as default } from '../pages/product-detail/product-detail-page';
