import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Icon, Stack, Text, UploadIcon } from 'shared-ui';
import { ACCEPT_ATTRIBUTE, ALLOWED_EXTENSIONS, formatBytes, MAX_FILE_BYTES } from '../model/upload-rules';

// Chakra's FileUpload (shared-ui/kits) would be the natural part here, but in the built apps the kits singleton
// this remote gets is its own copy, with a Chakra context of its own, and the component throws; this zone is
// the browser's drag events and a file input, with a real button for keyboard and screen-reader users.

/** A drop zone for several files, with a "Choose files" button opening the picker. */
export function UploadDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      data-testid="upload-dropzone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'colorPalette.solid' : 'border.emphasized'}
      bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
      colorPalette="cyan"
      borderRadius="lg"
      px="4"
      py="8"
      textAlign="center"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="3" align="center">
        <Icon size="xl" color="fg.muted">
          <UploadIcon aria-hidden="true" />
        </Icon>
        <Text fontWeight="medium">Drag and drop files here</Text>
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <Text color="fg.muted" textStyle="sm">
          {ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(' ')} · up to {formatBytes(MAX_FILE_BYTES)} each
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Choose files to upload"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
