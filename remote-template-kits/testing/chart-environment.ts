// jsdom lays nothing out: every element measures 0×0, so Recharts' ResponsiveContainer would draw nothing.
// This gives elements a size and asks for reduced motion (Recharts then draws its final frame at once) for the
// duration of a test file.
const SIZE = { width: 640, height: 320 };

export function prepareChartsForJsdom(): void {
  let sizeSpy: jest.SpyInstance<DOMRect, []>;
  let motionSpy: jest.SpyInstance<MediaQueryList, [string]>;
  beforeEach(() => {
    sizeSpy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...SIZE,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: SIZE.width,
      bottom: SIZE.height,
      toJSON: () => SIZE,
    });
    const matchMedia = window.matchMedia.bind(window);
    motionSpy = jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }));
  });
  afterEach(() => {
    sizeSpy.mockRestore();
    motionSpy.mockRestore();
  });
}
