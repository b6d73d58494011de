import { Box, type BoxProps } from 'shared-ui';
import type { Product } from 'tessera-contracts';

/** The product's picture (a data: URL the server made), square, with the product's name as its text. */
export function ProductImage({ product, ...frame }: { product: Product } & BoxProps) {
  return (
    <Box borderRadius="md" overflow="hidden" bg="bg.muted" aspectRatio="1" flexShrink={0} {...frame}>
      <img
        src={product.imgUrl}
        alt={product.title}
        width="240"
        height="240"
        style={{ width: '100%', height: '100%' }}
      />
    </Box>
  );
}
