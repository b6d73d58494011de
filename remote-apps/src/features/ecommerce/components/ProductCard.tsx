import { Badge, Box, Button, Card, Flex, Link, RouterLink, ShoppingCartIcon, Text } from 'shared-ui';
import type { Product } from 'tessera-contracts';
import { paths } from '@apps/paths';
import { formatCents, toCents } from '../model/money';
import type { ProductView } from '../model/product-filters';
import { ProductImage } from './ProductImage';
import { RatingStars } from './RatingStars';

export const productDetailsPath = (id: number) => `${paths.ecommerce.productDetails}?id=${id}`;

interface ProductCardProps {
  product: Product;
  view: ProductView;
  onAdd: (product: Product) => void;
}

/** One product in the grid or the list: picture, name (to its details), brand, rating, price and "Add to cart". */
export function ProductCard({ product, view, onAdd }: ProductCardProps) {
  const inList = view === 'list';
  return (
    <Card.Root as="article" aria-label={product.title} size="sm" overflow="hidden" h="full">
      <Flex direction={inList ? { base: 'column', sm: 'row' } : 'column'} h="full">
        <ProductImage product={product} w={inList ? { base: 'full', sm: '10rem' } : 'full'} borderRadius="0" />
        <Card.Body gap="2" minW={0}>
          <Text textStyle="xs" color="fg.muted" textTransform="capitalize">
            {product.category} · {product.brand}
          </Text>
          <Link asChild fontWeight="semibold" lineClamp={2}>
            <RouterLink to={productDetailsPath(product.id)}>{product.title}</RouterLink>
          </Link>
          <RatingStars rating={product.rating} />
          {product.freeShipping && (
            <Badge colorPalette="green" size="sm" w="fit-content">
              Free shipping
            </Badge>
          )}
          {inList && (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {product.description}
            </Text>
          )}
          {/* The price and its button at the foot, level with the other cards' in the row. */}
          <Box flex="1" />
          <Flex align="center" justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="bold">{formatCents(toCents(product.price))}</Text>
            <Button size="sm" onClick={() => onAdd(product)} aria-label={`Add to cart: ${product.title}`}>
              <ShoppingCartIcon aria-hidden />
              Add to cart
            </Button>
          </Flex>
        </Card.Body>
      </Flex>
    </Card.Root>
  );
}
