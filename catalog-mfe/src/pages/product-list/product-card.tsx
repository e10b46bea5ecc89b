import { formatRupees, hasDiscount, paths, salePrice, type ProductSummary } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { Check } from 'lucide-react';
import { memo, useId } from 'react';
import { useAddToCartButton } from '../../features/cart-actions/add-to-cart-button';
import { cartItemFromProduct, wishlistItemFromProduct } from '../../features/catalog-items/catalog-items';
import { ORIGINAL_PRICE } from '../../features/pricing/product-price';
import { useImageSource } from '../../features/product-media/use-image-source';
import { useWishlistToggle } from '../../features/wishlist/wishlist-button';
import type { CardClassNames } from './card-classes';
import { CardIcon } from './card-icons';
import { StockBadge } from './stock-badge';

const IMAGE_SIZE = 400;

interface CardProps {
  product: ProductSummary;
  /** The grid's class names for each part (./card-classes.tsx). */
  classNames: CardClassNames;
}

/**
 * One product in the listing grid, drawn in plain elements with the grid's class names: the
 * same parts and looks as Chakra's Card, Badge and Button, without resolving their styles again
 * for each card. Its buttons name the product through aria-describedby.
 * `aboveTheFold` cards load their image at once (the first one first): the largest paint of the
 * listing is one of them, and a lazy image would wait for layout before it even starts.
 */
export const ProductCard = memo(function ProductCard({
  product,
  classNames,
  aboveTheFold = false,
  first = false,
}: CardProps & { aboveTheFold?: boolean; first?: boolean }) {
  const titleId = useId();
  const { src, onError, ref } = useImageSource(product.images[0]);
  return (
    <div className={classNames.root}>
      <div className={classNames.media}>
        <img
          ref={ref}
          src={src}
          onError={onError}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className={classNames.image}
        />
        <StockBadge stock={product.stock} classNames={classNames} />
        <CardWishlistButton product={product} classNames={classNames} describedBy={titleId} />
      </div>
      <div className={classNames.body}>
        <span className={classNames.category}>{product.category.name}</span>
        <h2 id={titleId} className={classNames.title}>
          {product.name}
        </h2>
        <p className={classNames.description}>{product.shortDescription}</p>
        <div className={classNames.priceBox}>
          <div className={classNames.prices}>
            <p className={classNames.price}>{formatRupees(salePrice(product))}</p>
            {hasDiscount(product) && (
              <s className={classNames.originalPrice}>
                <span className={classNames.visuallyHidden}>{ORIGINAL_PRICE}</span>
                {formatRupees(product.price)}
              </s>
            )}
          </div>
        </div>
      </div>
      <div className={classNames.footer}>
        <Link to={paths.productDetail(product.id)} aria-describedby={titleId} className={classNames.details}>
          View Details
        </Link>
        <CardAddToCartButton product={product} classNames={classNames} describedBy={titleId} />
      </div>
    </div>
  );
});

type CardButtonProps = CardProps & { describedBy: string };

function CardWishlistButton({ product, classNames, describedBy }: CardButtonProps) {
  const { saved, label, toggle } = useWishlistToggle(wishlistItemFromProduct(product));
  return (
    <button type="button" aria-label={label} aria-pressed={saved} aria-describedby={describedBy} onClick={toggle} className={classNames.wishlist}>
      <CardIcon name="heart" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}

function CardAddToCartButton({ product, classNames, describedBy }: CardButtonProps) {
  const outOfStock = product.stock <= 0;
  const { label, added, message, add } = useAddToCartButton(cartItemFromProduct(product));
  return (
    <>
      <button type="button" disabled={outOfStock} aria-describedby={describedBy} onClick={add} className={classNames.addToCart}>
        {added ? <Check aria-hidden="true" /> : <CardIcon name="cart" />}
        {label}
      </button>
      <span aria-live="polite" className={classNames.visuallyHidden}>
        {message}
      </span>
    </>
  );
}
