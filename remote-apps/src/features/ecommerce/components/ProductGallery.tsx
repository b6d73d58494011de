// A product's pictures: the selected one large, the others as thumbnails under it. The thumbnails are one tab stop
// (arrow keys move between them and select, Home and End go to the ends, mirrored right to left), and the picture
// shown is announced. The large picture opens bigger in a dialog.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, ModalFrame, Stack, VisuallyHidden } from 'shared-ui';
import type { Product, ProductPicture } from 'tessera-contracts';
import { PictureImage } from './ProductImage';

/** "Novaphone 12, back": the product's name, and which view the picture is when there are several. */
export const pictureAlt = (product: Product, picture: ProductPicture) =>
  picture.view ? `${product.title}, ${picture.view}` : product.title;

/** The index an arrow, Home or End key moves to, or null for any other key. */
export function nextIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return (index + 1) % count;
  if (key === back || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function ProductGallery({ product }: { product: Product }) {
  const pictures: ProductPicture[] = product.gallery.length > 0 ? product.gallery : [{ url: product.imgUrl, view: '' }];
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = pictures[selected] ?? pictures[0];
  if (!shown) return null;
  const alt = pictureAlt(product, shown);

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = nextIndex(event.key, selected, pictures.length, rtl);
    if (index === null) return;
    event.preventDefault();
    setSelected(index);
    thumbs.current[index]?.focus();
  };

  return (
    <Stack gap="3" w="full" maxW="26rem">
      <Button
        variant="plain"
        p="0"
        h="auto"
        w="full"
        display="block"
        cursor="zoom-in"
        onClick={() => setEnlarged(true)}
        aria-label={`Enlarge the picture: ${alt}`}
      >
        <PictureImage key={shown.url} src={shown.url} alt={alt} eager w="full" />
      </Button>
      {pictures.length > 1 && (
        <HStack role="group" aria-label="Pictures" gap="2" wrap="wrap">
          {pictures.map((picture, index) => (
            <Button
              key={picture.url}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              variant="outline"
              p="0.5"
              h="auto"
              minW="0"
              w="4.5rem"
              borderWidth="2px"
              borderColor={index === selected ? 'colorPalette.solid' : 'border'}
              colorPalette="orange"
              tabIndex={index === selected ? 0 : -1}
              aria-pressed={index === selected}
              aria-label={pictureAlt(product, picture)}
              onClick={() => setSelected(index)}
              onKeyDown={onThumbKey}
            >
              <PictureImage src={picture.url} alt="" w="full" borderRadius="sm" />
            </Button>
          ))}
        </HStack>
      )}
      <VisuallyHidden aria-live="polite">{`Picture ${selected + 1} of ${pictures.length}: ${alt}`}</VisuallyHidden>
      <ModalFrame open={enlarged} onClose={() => setEnlarged(false)} size="lg">
        <Dialog.Header>
          <Dialog.Title>{alt}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Box maxW="40rem" mx="auto">
            <PictureImage src={shown.url} alt={alt} eager w="full" />
          </Box>
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </ModalFrame>
    </Stack>
  );
}
