import { readableError } from 'shared-auth';
import {
  Box,
  DownloadIcon,
  EmptyState,
  ErrorState,
  Flex,
  IconButton,
  Link,
  LoadingState,
  Stack,
  Text,
  toaster,
  Trash2Icon,
} from 'shared-ui';
import type { UploadedFile } from 'tessera-contracts';
import { useDeleteUploadedFile } from '../api/delete-uploaded-file';
import { useUploadedFiles } from '../api/list-uploaded-files';
import { formatBytes } from '../model/upload-rules';

const uploadedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function FileRow({ file }: { file: UploadedFile }) {
  const remove = useDeleteUploadedFile();
  const onDelete = () =>
    remove.mutate(file.id, {
      onSuccess: () => toaster.create({ type: 'success', title: `Deleted ${file.file_name}` }),
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: `Couldn't delete ${file.file_name}`,
          description: readableError(error),
        }),
    });
  return (
    <Flex as="li" gap="3" align="center" borderWidth="1px" borderRadius="md" p="3" listStyleType="none">
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {file.file_name}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {formatBytes(file.file_size)} · {uploadedAt.format(new Date(file.creation))}
        </Text>
      </Stack>
      <IconButton asChild size="sm" variant="ghost">
        <Link href={file.file_url} download={file.file_name} aria-label={`Download ${file.file_name}`}>
          <DownloadIcon aria-hidden="true" />
        </Link>
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${file.file_name}`}
        loading={remove.isPending}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
      </IconButton>
    </Flex>
  );
}

/** The files stored on the server for the signed-in user, newest first. */
export function UploadedFilesList() {
  const files = useUploadedFiles();
  return (
    <Box>
      {files.isPending && <LoadingState label="Loading your files" shape="lines" count={3} />}
      {files.isError && (
        <ErrorState
          title="Couldn't load your files"
          message={readableError(files.error)}
          onRetry={() => void files.refetch()}
        />
      )}
      {files.data?.length === 0 && (
        <EmptyState title="No files yet" description="Files you upload are kept here, also after a reload." />
      )}
      {files.data && files.data.length > 0 && (
        <Stack as="ul" gap="2" ps="0" m="0" aria-label="Your files">
          {files.data.map((file) => (
            <FileRow key={file.id} file={file} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
