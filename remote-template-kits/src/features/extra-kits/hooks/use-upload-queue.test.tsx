import { act, renderHook } from '@testing-library/react';
import type { UploadOptions } from 'shared-auth';
import { useUploadQueue } from './use-upload-queue';

interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** An upload function whose calls the test answers one by one. */
function controllableUpload() {
  const calls: PendingUpload[] = [];
  const upload = jest.fn(
    (file: File, options: UploadOptions) =>
      new Promise<void>((resolve, reject) => calls.push({ file, options, resolve, reject })),
  );
  return { calls, upload };
}

const textFile = (name: string, text = 'hello') => new File([text], name, { type: 'text/plain' });

test('uploads each file on its own, with its own progress, and reports each one stored', async () => {
  const { calls, upload } = controllableUpload();
  const onUploaded = jest.fn();
  const { result } = renderHook(() => useUploadQueue({ upload, onUploaded }));

  act(() => result.current.add([textFile('a.txt'), textFile('b.csv')]));
  expect(upload).toHaveBeenCalledTimes(2);
  expect(result.current.items.map(({ file, status, progress }) => [file.name, status, progress])).toEqual([
    ['a.txt', 'uploading', 0],
    ['b.csv', 'uploading', 0],
  ]);

  act(() => calls[1]?.options.onProgress(0.4));
  expect(result.current.items.map((item) => item.progress)).toEqual([0, 0.4]);

  await act(async () => calls[1]?.resolve());
  expect(result.current.items.map((item) => item.status)).toEqual(['uploading', 'done']);
  expect(result.current.items[1]?.progress).toBe(1);
  expect(onUploaded).toHaveBeenCalledTimes(1);
  expect(onUploaded).toHaveBeenCalledWith(calls[1]?.file);
});

test('refuses a file of a type not allowed, an empty one or one over 2 MB without sending it', () => {
  const { upload } = controllableUpload();
  const { result } = renderHook(() => useUploadQueue({ upload }));
  const tooBig = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });

  act(() => result.current.add([textFile('run.exe'), textFile('empty.txt', ''), tooBig]));
  expect(upload).not.toHaveBeenCalled();
  expect(result.current.items.map(({ status, message }) => [status, message])).toEqual([
    ['refused', 'Only .png, .jpg, .jpeg, .gif, .webp, .pdf, .txt, .csv files can be uploaded'],
    ['refused', 'The file is empty'],
    ['refused', 'The file is larger than 2 MB, the most a file may be'],
  ]);
});

test('shows the reason when an upload fails, and uploads it again on retry', async () => {
  const { calls, upload } = controllableUpload();
  const { result } = renderHook(() => useUploadQueue({ upload }));

  act(() => result.current.add([textFile('notes.txt')]));
  await act(async () => calls[0]?.reject(new Error('You can keep at most 20 files')));
  expect(result.current.items[0]).toMatchObject({ status: 'failed', message: 'You can keep at most 20 files' });

  const key = result.current.items[0]?.key ?? '';
  act(() => result.current.retry(key));
  expect(upload).toHaveBeenCalledTimes(2);
  expect(result.current.items[0]).toMatchObject({ status: 'uploading', progress: 0, message: undefined });
  await act(async () => calls[1]?.resolve());
  expect(result.current.items[0]?.status).toBe('done');
});

test('removing a file that is uploading cancels its request; clearing keeps only what is still uploading', async () => {
  const { calls, upload } = controllableUpload();
  const onUploaded = jest.fn();
  const { result } = renderHook(() => useUploadQueue({ upload, onUploaded }));

  act(() => result.current.add([textFile('slow.txt'), textFile('fast.txt'), textFile('bad.exe')]));
  const [slow] = result.current.items;
  act(() => result.current.remove(slow?.key ?? ''));
  expect(calls[0]?.options.signal?.aborted).toBe(true);
  expect(result.current.items.map((item) => item.file.name)).toEqual(['fast.txt', 'bad.exe']);

  await act(async () => calls[0]?.resolve());
  expect(onUploaded).not.toHaveBeenCalled();

  act(() => result.current.add([textFile('later.txt')]));
  await act(async () => calls[1]?.resolve());
  act(() => result.current.clearFinished());
  expect(result.current.items.map((item) => item.file.name)).toEqual(['later.txt']);
});

test('leaving the page cancels the uploads still going', () => {
  const { calls, upload } = controllableUpload();
  const { result, unmount } = renderHook(() => useUploadQueue({ upload }));
  act(() => result.current.add([textFile('a.txt')]));
  unmount();
  expect(calls[0]?.options.signal?.aborted).toBe(true);
});
