import { useState } from 'react';
import { Box, type BoxProps } from 'shared-ui';
import type { Product } from 'tessera-contracts';

/** The pictures are drawn square at this size; the frame scales them. */
const PICTURE_SIZE = 480;

type LoadState = 'loading' | 'loaded' | 'failed';

interface PictureProps extends BoxProps {
  src: string;
  alt: string;
  /** Load it at once (the picture a page opens on), not only when scrolled near. */
  eager?: boolean;
}

/**
 * A product picture in a square frame: fetched when it comes near the screen, decoded off the main thread, its
 * size fixed by the frame (nothing moves when it arrives), a plain tile in its place while loading and if it
 * fails. A caller showing another picture in the same place gives it a new `key`.
 */
export function PictureImage({ src, alt, eager = false, ...frame }: PictureProps) {
  const [state, setState] = useState<LoadState>(src ? 'loading' : 'failed');
  return (
    <Box
      position="relative"
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
      aspectRatio="1"
      flexShrink={0}
      data-picture-state={state}
      {...frame}
    >
      {state === 'failed' ? (
        <Box role="img" aria-label={alt} position="absolute" inset="0" />
      ) : (
        <img
          src={src}
          alt={alt}
          width={PICTURE_SIZE}
          height={PICTURE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: state === 'loaded' ? 1 : 0,
            transition: 'opacity 0.2s',
          }}
        />
      )}
    </Box>
  );
}

/** The product's main picture, with the product's name as its text. */
export function ProductImage({ product, eager, ...frame }: { product: Product; eager?: boolean } & BoxProps) {
  return <PictureImage key={product.imgUrl} src={product.imgUrl} alt={product.title} eager={eager} {...frame} />;
}
