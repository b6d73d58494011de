import { QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import {
  queryDocumentStore,
  receiveDocument,
  writeErrorMessage,
  writeOptimistically,
  type VersionedDoc,
} from './optimistic-write';

interface Note extends VersionedDoc {
  title: string;
  status: string;
}

const store = queryDocumentStore<Note>((name) => ['doc', 'Note', name]);
const STALE = 'Someone else changed this note.';

function frappeRefusal(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    data,
    statusText: '',
    headers: new AxiosHeaders(),
    config,
  });
}

/** A server answer the test gives when it chooses, and the version each send was based on. */
function pendingAnswer() {
  let answer!: (doc: Note) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<Note>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

function setup() {
  const client = new QueryClient();
  const original: Note = { name: 'N-1', title: 'Plan', status: 'Open', modified: '2026-01-01 10:00:00.000000' };
  store.show(client, 'N-1', original);
  const shown = () => store.read(client, 'N-1');
  return { client, original, shown };
}

describe('writeOptimistically', () => {
  it('shows the change before the server answers, then the saved document with its new version', async () => {
    const { client, original, shown } = setup();
    const server = pendingAnswer();
    const basedOn: (string | undefined)[] = [];
    const write = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { status: 'Done' },
      send: (confirmed) => {
        basedOn.push(confirmed?.modified);
        return server.promise;
      },
    });
    expect(shown()).toEqual({ ...original, status: 'Done' });

    const saved = { ...original, status: 'Done', modified: '2026-01-01 10:05:00.000000' };
    server.answer(saved);
    await expect(write).resolves.toEqual(saved);
    expect(shown()).toEqual(saved);
    expect(basedOn).toEqual([original.modified]);
  });

  it('puts back what was shown when the server refuses, and says why', async () => {
    const { client, original, shown } = setup();
    const refusal = frappeRefusal(417, { exc_type: 'ValidationError', message: 'Status is not allowed' });
    const write = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { status: 'Nope' },
      send: () => Promise.reject(refusal),
    });
    expect(shown()?.status).toBe('Nope');
    await expect(write).rejects.toBe(refusal);
    expect(shown()).toEqual(original);
    expect(writeErrorMessage(refusal, STALE)).toBe('Status is not allowed');
  });

  it('words a refusal because someone else saved first with the product’s stale message', () => {
    const stale = frappeRefusal(417, { exc_type: 'TimestampMismatchError', message: 'Document has been modified' });
    expect(writeErrorMessage(stale, STALE)).toBe(STALE);
  });

  it('sends a second write to the same document after the first, based on the version the first returned', async () => {
    const { client, original, shown } = setup();
    const first = pendingAnswer();
    const basedOn: (string | undefined)[] = [];
    const firstWrite = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { status: 'Done' },
      send: (confirmed) => {
        basedOn.push(confirmed?.modified);
        return first.promise;
      },
    });
    const second = pendingAnswer();
    let secondSent!: () => void;
    const secondSending = new Promise<void>((resolve) => (secondSent = resolve));
    const secondWrite = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { title: 'Plan B' },
      send: (confirmed) => {
        basedOn.push(confirmed?.modified);
        secondSent();
        return second.promise;
      },
    });
    expect(shown()).toEqual({ ...original, status: 'Done', title: 'Plan B' });
    expect(basedOn).toEqual([original.modified]);

    const firstSaved = { ...original, status: 'Done', modified: '2026-01-01 10:05:00.000000' };
    first.answer(firstSaved);
    await firstWrite;
    // The second change is still shown on top of the first's saved version.
    expect(shown()).toEqual({ ...firstSaved, title: 'Plan B' });
    await secondSending;
    expect(basedOn).toEqual([original.modified, firstSaved.modified]);

    // The second is refused: only its own change is taken back, the first's success stays.
    second.refuse(frappeRefusal(417, { exc_type: 'ValidationError', message: 'Title is taken' }));
    await expect(secondWrite).rejects.toBeInstanceOf(AxiosError);
    expect(shown()).toEqual(firstSaved);
  });

  it('keeps a later write shown when an earlier one to the same document is refused', async () => {
    const { client, original, shown } = setup();
    const first = pendingAnswer();
    const firstWrite = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { status: 'Done' },
      send: () => first.promise,
    });
    const second = pendingAnswer();
    const secondWrite = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { title: 'Plan B' },
      send: () => second.promise,
    });
    first.refuse(frappeRefusal(403, { exc_type: 'PermissionError', message: 'Not permitted' }));
    await expect(firstWrite).rejects.toBeInstanceOf(AxiosError);
    expect(shown()).toEqual({ ...original, title: 'Plan B' });

    const saved = { ...original, title: 'Plan B', modified: '2026-01-01 10:06:00.000000' };
    second.answer(saved);
    await secondWrite;
    expect(shown()).toEqual(saved);
  });

  it('keeps a change in flight on top of a newer version read meanwhile, and ignores an older one', async () => {
    const { client, original, shown } = setup();
    const server = pendingAnswer();
    const write = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { status: 'Done' },
      send: () => server.promise,
    });
    const readAgain = { ...original, title: 'Renamed elsewhere', modified: '2026-01-01 10:03:00.000000' };
    receiveDocument(client, store, readAgain);
    expect(shown()).toEqual({ ...readAgain, status: 'Done' });

    const saved = { ...readAgain, status: 'Done', modified: '2026-01-01 10:05:00.000000' };
    server.answer(saved);
    await write;
    receiveDocument(client, store, readAgain);
    expect(shown()).toEqual(saved);
  });
});

describe('receiveDocument', () => {
  it('lays the fields a list read over the document held, and does not keep a change refused meanwhile', async () => {
    const { client, original, shown } = setup();
    const server = pendingAnswer();
    const write = writeOptimistically(client, {
      store,
      name: 'N-1',
      patch: { title: 'Draft' },
      send: () => server.promise,
    });
    // A list that reads the status only answers while the title change is in flight.
    const listed = { name: 'N-1', status: 'Working', modified: original.modified } as Note;
    receiveDocument(client, store, listed);
    expect(shown()).toEqual({ ...original, status: 'Working', title: 'Draft' });

    server.refuse(frappeRefusal(417, { exc_type: 'ValidationError', message: 'No' }));
    await expect(write).rejects.toBeInstanceOf(AxiosError);
    expect(shown()).toEqual({ ...original, status: 'Working' });
  });
});
