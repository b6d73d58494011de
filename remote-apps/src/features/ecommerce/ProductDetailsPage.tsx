import { readableError } from 'shared-auth';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Grid,
  HStack,
  LoadingState,
  Navigate,
  PageLayout,
  RouterLink,
  ShoppingCartIcon,
  Stack,
  Text,
  useSearchParams,
} from 'shared-ui';
import { paths } from '@apps/paths';
import { useCart } from './api/get-cart';
import { useProducts } from './api/list-products';
import { useCartWrites } from './api/change-cart';
import { productDetailsPath } from './components/ProductCard';
import { ProductGallery } from './components/ProductGallery';
import { ProductReviewsSection } from './components/ProductReviewsSection';
import { RelatedProducts } from './components/RelatedProducts';
import { RatingStars } from './components/RatingStars';
import { ShopNav } from './components/ShopNav';
import { formatCents, toCents } from './model/money';
import { relatedProducts } from './model/related-products';

/**
 * One product (`/ecommerce/product-details?id=`): its pictures, price, rating, description and "Add to cart",
 * its reviews, and related products.
 */
export default function ProductDetailsPage() {
  const [searchParams] = useSearchParams();
  const idParam = searchParams.get('id');
  const id = Number(idParam);
  const products = useProducts();
  const cart = useCart();
  const { add } = useCartWrites();
  const product = products.data?.find((candidate) => candidate.id === id);
  const inCart = cart.data?.find((item) => item.id === id)?.amount ?? 0;

  if (products.isError) {
    return (
      <PageLayout title="Product details" actions={<ShopNav />}>
        <ErrorState
          title="Couldn't load the product"
          message={readableError(products.error)}
          onRetry={() => void products.refetch()}
        />
      </PageLayout>
    );
  }
  if (!products.data) {
    return (
      <PageLayout title="Product details" actions={<ShopNav />}>
        <LoadingState label="Loading the product" shape="lines" count={6} />
      </PageLayout>
    );
  }
  // Without an id (the menu's link), the page opens on the shop's first product.
  const first = idParam === null ? products.data[0] : undefined;
  if (first) return <Navigate replace to={productDetailsPath(first.id)} />;
  if (!product) {
    return (
      <PageLayout title="Product details" actions={<ShopNav />}>
        <EmptyState
          title="Product not found"
          description="It may have been removed, or the link is incomplete."
          action={
            <Button asChild variant="outline">
              <RouterLink to={paths.ecommerce.products}>Browse products</RouterLink>
            </Button>
          }
        />
      </PageLayout>
    );
  }

  return (
    <PageLayout title={product.title} actions={<ShopNav />}>
      <Stack gap="10">
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 26rem) minmax(0, 1fr)' }} gap="8" alignItems="start">
          <ProductGallery product={product} />
          <Stack gap="4">
            <Text color="fg.muted" textTransform="capitalize">
              {product.category} · {product.brand}
            </Text>
            <RatingStars rating={product.rating} size="md" />
            <Text textStyle="2xl" fontWeight="bold">
              {formatCents(toCents(product.price))}
            </Text>
            {product.freeShipping && (
              <Badge colorPalette="green" w="fit-content">
                Free shipping
              </Badge>
            )}
            <Text>{product.description}</Text>
            <HStack gap="3" wrap="wrap">
              <Button onClick={() => add(product)}>
                <ShoppingCartIcon aria-hidden />
                Add to cart
              </Button>
              {inCart > 0 && (
                <Button asChild variant="outline">
                  <RouterLink to={paths.ecommerce.cart}>Go to cart</RouterLink>
                </Button>
              )}
            </HStack>
            {inCart > 0 && (
              <Text color="fg.muted" textStyle="sm">
                In your cart: {inCart}
              </Text>
            )}
          </Stack>
        </Grid>
        <ProductReviewsSection product={product} />
        <RelatedProducts products={relatedProducts(products.data, product)} />
      </Stack>
    </PageLayout>
  );
}
