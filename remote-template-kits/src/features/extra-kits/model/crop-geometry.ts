// The sums behind the image cropper: aspect presets, the box a rotated image fills, and the size of the PNG made
// from a crop.

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AspectPreset {
  id: 'free' | '1:1' | '4:3' | '16:9';
  label: string;
  /** Width over height; null for free, where the person sets the ratio. */
  ratio: number | null;
}

export const FREE_PRESET: AspectPreset = { id: 'free', label: 'Free', ratio: null };

export const ASPECT_PRESETS: readonly AspectPreset[] = [
  FREE_PRESET,
  { id: '1:1', label: '1:1', ratio: 1 },
  { id: '4:3', label: '4:3', ratio: 4 / 3 },
  { id: '16:9', label: '16:9', ratio: 16 / 9 },
];

/** The free ratio's range: from a tall 1:3 to a wide 3:1. */
export const FREE_RATIO_MIN = 1 / 3;
export const FREE_RATIO_MAX = 3;

/** Width and height of the smallest upright box that holds a width × height image turned by `degrees`. */
export function rotatedBounds(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Rounded to a thousandth first, so a quarter turn gives exact sides and not 799.9999.
  const clean = (value: number) => Math.round(Math.round(value * 1000) / 1000);
  return { width: clean(width * cos + height * sin), height: clean(width * sin + height * cos) };
}

/**
 * The cropped PNG's pixel size: the crop's own size, scaled down so the longer side is at most `maxSide`, and for
 * a fixed ratio the height taken from the width so the file has exactly that ratio (the crop's pixels are rounded
 * and could be one pixel off).
 */
export function outputSize(area: CropArea, ratio: number | null, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  const height = ratio === null ? Math.max(1, Math.round(area.height * scale)) : Math.max(1, Math.round(width / ratio));
  return { width, height };
}

/** Keeps a turn between -180 and 180 degrees. */
export function normaliseRotation(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
}
