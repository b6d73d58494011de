// The files a person has dropped or picked on the upload page, each uploading on its own with its progress:
// a file the limits refuse never leaves the browser; removing a file that is still uploading cancels it.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { readableError } from 'shared-auth';
import type { UploadOptions } from 'shared-auth';
import { uploadRefusal } from '../model/upload-rules';

export type QueueStatus = 'refused' | 'uploading' | 'done' | 'failed';

export interface QueueItem {
  key: string;
  file: File;
  status: QueueStatus;
  /** The share sent, 0 to 1. */
  progress: number;
  /** Why it was refused or failed. */
  message?: string;
}

type QueueAction =
  | { type: 'added'; items: QueueItem[] }
  | { type: 'progressed'; key: string; progress: number }
  | { type: 'finished'; key: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'restarted'; key: string }
  | { type: 'removed'; key: string }
  | { type: 'cleared' };

function update(items: QueueItem[], key: string, change: Partial<QueueItem>): QueueItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

export function queueReducer(items: QueueItem[], action: QueueAction): QueueItem[] {
  switch (action.type) {
    case 'added':
      return [...items, ...action.items];
    case 'progressed':
      return items.map((item) =>
        item.key === action.key && item.status === 'uploading' ? { ...item, progress: action.progress } : item,
      );
    case 'finished':
      return update(items, action.key, { status: 'done', progress: 1 });
    case 'failed':
      return update(items, action.key, { status: 'failed', message: action.message });
    case 'restarted':
      return update(items, action.key, { status: 'uploading', progress: 0, message: undefined });
    case 'removed':
      return items.filter((item) => item.key !== action.key);
    case 'cleared':
      return items.filter((item) => item.status === 'uploading');
  }
}

export interface UploadQueue {
  items: QueueItem[];
  add(files: readonly File[]): void;
  /** Drops the file from the list, cancelling its upload if it is still going. */
  remove(key: string): void;
  retry(key: string): void;
  /** Drops every file that is no longer uploading. */
  clearFinished(): void;
}

export interface UploadQueueOptions {
  upload: (file: File, options: UploadOptions) => Promise<unknown>;
  /** After each file the server has stored. */
  onUploaded?: (file: File) => void;
}

let nextKey = 0;

export function useUploadQueue({ upload, onUploaded }: UploadQueueOptions): UploadQueue {
  const [items, dispatch] = useReducer(queueReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };

  const start = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    latest.current
      .upload(file, {
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'progressed', key, progress }),
      })
      .then(
        () => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'finished', key });
          latest.current.onUploaded?.(file);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'failed', key, message: readableError(error) });
        },
      )
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): QueueItem => {
        const refusal = uploadRefusal(file);
        const key = `upload-${++nextKey}`;
        return refusal
          ? { key, file, status: 'refused', progress: 0, message: refusal }
          : { key, file, status: 'uploading', progress: 0 };
      });
      dispatch({ type: 'added', items: added });
      for (const item of added) if (item.status === 'uploading') start(item.key, item.file);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    dispatch({ type: 'removed', key });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item || item.status !== 'failed') return;
      dispatch({ type: 'restarted', key });
      start(key, item.file);
    },
    [items, start],
  );

  const clearFinished = useCallback(() => dispatch({ type: 'cleared' }), []);

  // Leaving the page cancels what is still uploading.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, add, remove, retry, clearFinished };
}
