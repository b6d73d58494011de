// The cropper's sample picture, painted on a canvas when the page opens: a local image (the page loads nothing
// from other hosts) that has shapes to crop around. It is a picture's content, so its colours are fixed.

export const SAMPLE_WIDTH = 1200;
export const SAMPLE_HEIGHT = 800;

export function paintSampleImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return '';
  const sky = context.createLinearGradient(0, 0, 0, SAMPLE_HEIGHT);
  sky.addColorStop(0, 'hsl(205 80% 62%)');
  sky.addColorStop(0.65, 'hsl(30 90% 80%)');
  context.fillStyle = sky;
  context.fillRect(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  context.fillStyle = 'hsl(45 100% 60%)';
  context.beginPath();
  context.arc(860, 260, 110, 0, Math.PI * 2);
  context.fill();
  const hills: Array<[string, number, number]> = [
    ['hsl(150 35% 45%)', 520, 0.8],
    ['hsl(155 40% 32%)', 610, 1.3],
    ['hsl(160 45% 22%)', 700, 2.1],
  ];
  for (const [colour, base, wave] of hills) {
    context.fillStyle = colour;
    context.beginPath();
    context.moveTo(0, SAMPLE_HEIGHT);
    for (let x = 0; x <= SAMPLE_WIDTH; x += 20)
      context.lineTo(x, base - 70 * Math.sin((x / SAMPLE_WIDTH) * Math.PI * wave));
    context.lineTo(SAMPLE_WIDTH, SAMPLE_HEIGHT);
    context.fill();
  }
  return canvas.toDataURL('image/png');
}
