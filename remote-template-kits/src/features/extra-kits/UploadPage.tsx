import { useQueryClient } from '@tanstack/react-query';
import { Card, Heading, PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { extraKitsKeys } from './api/extra-kits-keys';
import { uploadFile } from 'shared-auth';
import { UploadDropzone } from './components/UploadDropzone';
import { UploadedFilesList } from './components/UploadedFilesList';
import { UploadQueueList } from './components/UploadQueueList';
import { useUploadQueue } from './hooks/use-upload-queue';

/** `/extra-kits/upload`: drop or pick files; each uploads to the server with its progress, and stays there. */
export default function UploadPage() {
  const queryClient = useQueryClient();
  const queue = useUploadQueue({
    upload: uploadFile,
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: extraKitsKeys.uploads() }),
  });
  return (
    <PageLayout
      title="Upload"
      description="Drag and drop several files at once: each one uploads with its own progress, and stays on the server."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            <Stack gap="5">
              <Heading as="h2" size="md">
                Add files
              </Heading>
              <UploadDropzone onFiles={queue.add} />
              <UploadQueueList queue={queue} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" size="md">
                Your files
              </Heading>
              <UploadedFilesList />
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </PageLayout>
  );
}
