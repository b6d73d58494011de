import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import {
  Box,
  Button,
  Card,
  DownloadIcon,
  Heading,
  HStack,
  PageLayout,
  SimpleGrid,
  Stack,
  Text,
  toaster,
  UploadIcon,
  Wrap,
} from 'shared-ui';
import { CropSlider } from './components/CropSlider';
import { useCropPreview, useLoadedImage } from './hooks/use-crop-preview';
import { canvasToPng, drawCrop } from './components/crop-canvas';
import {
  ASPECT_PRESETS,
  FREE_RATIO_MAX,
  FREE_RATIO_MIN,
  FREE_PRESET,
  normaliseRotation,
  outputSize,
  type AspectPreset,
} from './model/crop-geometry';
import { paintSampleImage } from './components/sample-image';

/** The downloaded PNG's longest side at most. */
const MAX_OUTPUT_SIDE = 4096;
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `/extra-kits/image-cropper`: crop a picture of your own (or the sample), turn and zoom it, download the PNG. */
export default function ImageCropperPage() {
  const [source, setSource] = useState<{ src: string; name: string }>(() => ({
    src: paintSampleImage(),
    name: 'sample',
  }));
  const [fileError, setFileError] = useState<string | null>(null);
  const [presetId, setPresetId] = useState<AspectPreset['id']>('4:3');
  const [freeRatio, setFreeRatio] = useState(1.5);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saved, setSaved] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const preset = ASPECT_PRESETS.find((candidate) => candidate.id === presetId) ?? FREE_PRESET;
  const ratio = preset.ratio ?? freeRatio;
  const { image, error: imageError } = useLoadedImage(source.src);
  const preview = useCropPreview(image, area, rotation, ratio);
  const size = area ? outputSize(area, ratio, MAX_OUTPUT_SIDE) : null;

  // A picture the person chose lives at a blob: URL until another replaces it or the page closes.
  useEffect(() => {
    if (!source.src.startsWith('blob:')) return;
    return () => URL.revokeObjectURL(source.src);
  }, [source.src]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setFileError(`“${file.name}” is not an image. Choose a PNG, JPEG, WebP or GIF file.`);
      return;
    }
    setFileError(null);
    setSource({ src: URL.createObjectURL(file), name: file.name.replace(/\.[^.]+$/, '') });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
  };

  const download = async () => {
    if (!image || !area) return;
    const fileName = `${source.name}-cropped-${presetId.replace(':', 'x')}.png`;
    try {
      const canvas = drawCrop(image, area, rotation, ratio, MAX_OUTPUT_SIDE);
      downloadBlob(await canvasToPng(canvas), fileName);
      const message = `Saved ${fileName} (${canvas.width} × ${canvas.height} px).`;
      setSaved(message);
      toaster.create({ type: 'success', title: 'Cropped image downloaded', description: message });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The image could not be saved.';
      setSaved(message);
      toaster.create({ type: 'error', title: 'Download failed', description: message });
    }
  };

  const problem = fileError ?? imageError;
  return (
    <PageLayout
      title="Image cropper"
      description="Crop a picture to a fixed or free shape, turn and zoom it, and download the result as a PNG."
    >
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Card.Root gridColumn={{ lg: 'span 2' }} minW="0">
          <Card.Body>
            <Stack gap="4">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Heading as="h2" size="md">
                  Crop
                </Heading>
                <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                  <UploadIcon aria-hidden="true" />
                  Choose an image…
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  aria-label="Image file to crop"
                  hidden
                  onChange={chooseFile}
                />
              </HStack>
              {problem && (
                <Text color="fg.error" role="alert">
                  {problem}
                </Text>
              )}
              <Box
                position="relative"
                height={{ base: '64', md: '96' }}
                bg="bg.emphasized"
                rounded="l2"
                overflow="hidden"
              >
                <Cropper
                  image={source.src}
                  crop={crop}
                  zoom={zoom}
                  rotation={rotation}
                  aspect={ratio}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onRotationChange={(degrees) => setRotation(normaliseRotation(degrees))}
                  onCropComplete={(_, pixels) => setArea(pixels)}
                  mediaProps={{ alt: `The picture to crop: ${source.name}` }}
                  cropperProps={{
                    role: 'group',
                    'aria-label': 'Crop area. Drag the picture, or move it with the arrow keys.',
                  }}
                />
              </Box>
              <Stack gap="2">
                <Text fontWeight="medium" id="aspect-label">
                  Aspect ratio
                </Text>
                <Wrap gap="2" role="group" aria-labelledby="aspect-label">
                  {ASPECT_PRESETS.map((candidate) => (
                    <Button
                      key={candidate.id}
                      size="sm"
                      variant={candidate.id === presetId ? 'solid' : 'outline'}
                      aria-pressed={candidate.id === presetId}
                      onClick={() => setPresetId(candidate.id)}
                    >
                      {candidate.label}
                    </Button>
                  ))}
                </Wrap>
              </Stack>
              {preset.ratio === null && (
                <CropSlider
                  label="Free ratio (width to height)"
                  value={freeRatio}
                  min={FREE_RATIO_MIN}
                  max={FREE_RATIO_MAX}
                  step={0.01}
                  format={(value) => `${value.toFixed(2)} : 1`}
                  onChange={setFreeRatio}
                />
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                <Stack gap="2">
                  <CropSlider
                    label="Zoom"
                    value={zoom}
                    min={MIN_ZOOM}
                    max={MAX_ZOOM}
                    step={0.01}
                    format={(value) => `${Math.round(value * 100)}%`}
                    onChange={setZoom}
                  />
                  <HStack gap="2">
                    <Button size="xs" variant="outline" onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - 0.25))}>
                      Zoom out
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 0.25))}>
                      Zoom in
                    </Button>
                  </HStack>
                </Stack>
                <Stack gap="2">
                  <CropSlider
                    label="Rotation"
                    value={rotation}
                    min={-180}
                    max={180}
                    step={1}
                    format={(value) => `${value}°`}
                    onChange={setRotation}
                  />
                  <HStack gap="2">
                    <Button size="xs" variant="outline" onClick={() => setRotation((r) => normaliseRotation(r - 90))}>
                      Turn left 90°
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setRotation((r) => normaliseRotation(r + 90))}>
                      Turn right 90°
                    </Button>
                  </HStack>
                </Stack>
              </SimpleGrid>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root minW="0">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" size="md">
                Preview
              </Heading>
              <Box bg="bg.muted" rounded="l2" p="2" display="flex" justifyContent="center" minH="32">
                {preview ? (
                  <Box asChild maxW="full" maxH="64">
                    <img src={preview} alt="The crop, as it will be saved" />
                  </Box>
                ) : (
                  <Text color="fg.muted" alignSelf="center">
                    The preview appears once the picture has loaded.
                  </Text>
                )}
              </Box>
              <Text textStyle="sm" color="fg.muted" data-testid="crop-size">
                {size ? `The PNG will be ${size.width} × ${size.height} px.` : 'Loading the picture…'}
              </Text>
              <Button onClick={() => void download()} disabled={!image || !area} alignSelf="start">
                <DownloadIcon aria-hidden="true" />
                Download PNG
              </Button>
              <Text role="status" textStyle="sm" minH="5">
                {saved}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </PageLayout>
  );
}
