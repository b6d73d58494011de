import type { Locator } from '@playwright/test';

/** What is measured: an element's text (its `color`), or an SVG icon's stroke (its fill when it has none). */
export type ContrastPart = 'text' | 'icon';
/**
 * Or the element's own background (a highlight, a selected state), or its outline (a focus ring), against what
 * is behind the element.
 */
export type MeasuredPart = ContrastPart | 'fill' | 'outline';

/** WCAG AA: 4.5:1 for text of normal size, 3:1 for the graphics a control is known by. */
export const MIN_CONTRAST: Readonly<Record<ContrastPart, number>> = { text: 4.5, icon: 3 };

export interface ContrastReading {
  /** The element's text, or for an icon the name of the button or link it is in. */
  label: string;
  /** The lowest contrast against what is behind it; null when an image is behind it (not measurable). */
  ratio: number | null;
  /** The colour as drawn (after transparency and opacity) and the background it was measured on, as rgb(). */
  color: string;
  background: string;
}

/**
 * The contrast of each element `locator` matches against the background it is really drawn on: the element's
 * and its ancestors' backgrounds, from the nearest up to the first opaque one (the page's canvas, white, if none
 * is), semi-transparent ones blended over what is under them; a gradient counts by its worst colour stop. The
 * colour's own alpha and the opacity of the element and its ancestors up to that background are applied. All
 * elements are read in one go, so a list that changes meanwhile never leaves a reading half done.
 */
export async function contrastReadings(locator: Locator, part: MeasuredPart): Promise<ContrastReading[]> {
  return locator.evaluateAll((elements, measured) => {
    type Rgba = [number, number, number, number];

    const parseColor = (value: string): Rgba => {
      const rgb = /^rgba?\(([^()]+)\)$/.exec(value);
      const srgb = /^color\(srgb ([^()]+)\)$/.exec(value);
      const channels = (rgb ?? srgb)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      if (!channels || channels.length < 3 || channels.some(Number.isNaN)) {
        throw new Error(`contrast: a colour this helper cannot read: ${value}`);
      }
      const scale = srgb ? 255 : 1;
      return [channels[0]! * scale, channels[1]! * scale, channels[2]! * scale, channels[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const mix = (index: number) => (top[index]! * top[3] + bottom[index]! * bottom[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    };
    const luminance = ([red, green, blue]: Rgba) => {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    const ratioOf = (first: Rgba, second: Rgba) => {
      const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const css = ([red, green, blue]: Rgba) => `rgb(${[red, green, blue].map(Math.round).join(', ')})`;
    const opaque = (layer: Rgba[]) => layer.every((color) => color[3] >= 1);

    const measure = (element: Element) => {
      const icon = measured === 'icon' ? (element.closest('svg') ?? element.querySelector('svg')) : null;
      const labelled = icon ? element.closest('button, a') : element;
      const label = (labelled?.getAttribute('aria-label') ?? labelled?.textContent ?? '').trim().slice(0, 60);
      const style = getComputedStyle(icon ?? element);
      const paint = icon ? (style.stroke !== 'none' ? style.stroke : style.fill) : style.color;
      const around = measured === 'fill' || measured === 'outline';
      const ownColor = measured === 'fill' ? style.backgroundColor : style.outlineColor;
      const foreground = parseColor(around ? ownColor : paint);
      if (around) foreground[3] *= Number(style.opacity);

      // Layers from the element down to the first opaque one; a gradient is drawn over its element's colour.
      const layers: Rgba[][] = [];
      const start = around ? element.parentElement : element;
      for (let node: Element | null = start; node && !layers.some(opaque); node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        if (nodeStyle.backgroundImage.includes('url(')) {
          return { label, ratio: null, color: css(foreground), background: 'an image' };
        }
        const stops = nodeStyle.backgroundImage.match(/(?:rgba?|color)\([^()]*\)/g) ?? [];
        if (stops.length > 0) layers.push(stops.map(parseColor));
        const color = parseColor(nodeStyle.backgroundColor);
        if (color[3] > 0) layers.push([color]);
        if (!layers.some(opaque)) foreground[3] *= Number(nodeStyle.opacity);
      }
      let backgrounds: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) {
        backgrounds = backgrounds.flatMap((below) => layer.map((color) => over(color, below)));
      }
      const readings = backgrounds.map((background) => {
        const drawn = over(foreground, background);
        return { ratio: ratioOf(drawn, background), color: css(drawn), background: css(background) };
      });
      const worst = readings.reduce((low, reading) => (reading.ratio < low.ratio ? reading : low));
      return { label, ...worst };
    };
    return elements.map(measure);
  }, part);
}

/** The elements `locator` matches whose contrast is below WCAG AA for `part`, one line each. */
export async function lowContrast(locator: Locator, part: ContrastPart, minimum = MIN_CONTRAST[part]) {
  const readings = await contrastReadings(locator, part);
  return readings
    .filter((reading) => reading.ratio === null || reading.ratio < minimum)
    .map(
      (reading) =>
        `${part} "${reading.label}": ${reading.ratio === null ? 'not measurable' : `${reading.ratio.toFixed(2)}:1`}` +
        ` (${reading.color} on ${reading.background}, needs ${minimum}:1)`,
    );
}
