import { Breadcrumb } from '@storefront/shared';
import { paths, type Product } from '@storefront/shared';
import { Link } from '@storefront/shared/router';

/** Products › category › this product: a way back to the listing the visitor came from. */
export function DetailBreadcrumbs({ product }: { product: Product }) {
  return (
    <Breadcrumb.Root mb={6} size="sm">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to={paths.products()}>Products</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to={paths.products(product.category.name)}>{product.category.name}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{product.name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
