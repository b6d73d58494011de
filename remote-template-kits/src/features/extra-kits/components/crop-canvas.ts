// Draws a crop of an image, turned by the cropper's rotation, onto a canvas. The cropper gives the crop in the
// pixels of the turned image's bounding box, so the image is first drawn turned into a canvas of that box.
import { outputSize, rotatedBounds, type CropArea } from '../model/crop-geometry';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  return context;
}

export function drawCrop(
  image: HTMLImageElement,
  area: CropArea,
  rotation: number,
  ratio: number | null,
  maxSide: number,
): HTMLCanvasElement {
  const bounds = rotatedBounds(image.naturalWidth, image.naturalHeight, rotation);
  const turned = document.createElement('canvas');
  turned.width = bounds.width;
  turned.height = bounds.height;
  const turnedContext = context2d(turned);
  turnedContext.translate(bounds.width / 2, bounds.height / 2);
  turnedContext.rotate((rotation * Math.PI) / 180);
  turnedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const size = outputSize(area, ratio, maxSide);
  const output = document.createElement('canvas');
  output.width = size.width;
  output.height = size.height;
  context2d(output).drawImage(turned, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return output;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png');
  });
}
