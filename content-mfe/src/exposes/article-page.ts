export { ArticlePage as default } from '../pages/article/article-page';
