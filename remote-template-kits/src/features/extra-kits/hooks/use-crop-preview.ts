// The loaded picture behind the cropper and a small live preview of the current crop, redrawn when it changes.
import { useEffect, useState } from 'react';
import { drawCrop, loadImage } from '../components/crop-canvas';
import type { CropArea } from '../model/crop-geometry';

const PREVIEW_SIDE = 320;

export function useLoadedImage(src: string): { image: HTMLImageElement | null; error: string | null } {
  const [state, setState] = useState<{ src: string; image: HTMLImageElement | null; error: string | null }>({
    src: '',
    image: null,
    error: null,
  });
  useEffect(() => {
    if (!src) return;
    let current = true;
    loadImage(src).then(
      (image) => current && setState({ src, image, error: null }),
      (error: Error) => current && setState({ src, image: null, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [src]);
  return state.src === src ? { image: state.image, error: state.error } : { image: null, error: null };
}

export function useCropPreview(
  image: HTMLImageElement | null,
  area: CropArea | null,
  rotation: number,
  ratio: number | null,
): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image || !area) return;
    setPreview(drawCrop(image, area, rotation, ratio, PREVIEW_SIDE).toDataURL('image/png'));
  }, [image, area, rotation, ratio]);
  return image && area ? preview : null;
}
