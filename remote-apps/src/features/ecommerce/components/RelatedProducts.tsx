import { Card, Heading, Link, RouterLink, SimpleGrid, Stack, Text } from 'shared-ui';
import type { Product } from 'tessera-contracts';
import { formatCents, toCents } from '../model/money';
import { productDetailsPath } from './ProductCard';
import { ProductImage } from './ProductImage';

/** Other products of the same category, each a tile linking to its page. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-products" gap="4">
      <Heading as="h2" id="related-products" textStyle="xl">
        Related products
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="4" listStyleType="none">
        {products.map((product) => (
          <li key={product.id}>
            <Card.Root size="sm" overflow="hidden" h="full">
              <ProductImage product={product} w="full" borderRadius="0" />
              <Card.Body gap="1" p="3">
                <Link asChild fontWeight="semibold" lineClamp={2}>
                  <RouterLink to={productDetailsPath(product.id)}>{product.title}</RouterLink>
                </Link>
                <Text textStyle="sm">{formatCents(toCents(product.price))}</Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
