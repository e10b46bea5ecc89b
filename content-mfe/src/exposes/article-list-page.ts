export { ArticleListPage as default } from '../pages/article-list/article-list-page';
