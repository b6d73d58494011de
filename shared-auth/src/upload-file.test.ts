import { installFakeServer, type FakeHandler, type FakeServer } from '../testing/frappe-server';
import { deleteUpload, uploadFile } from './upload-file';

const answer = jest.fn<ReturnType<FakeHandler>, Parameters<FakeHandler>>();
let server: FakeServer;
beforeEach(() => {
  answer.mockReset();
  server = installFakeServer(answer);
});
afterEach(() => server.restore());

const record = { id: 7, name: 'notes.txt', size: 5, type: 'text/plain', url: '/uploads/7' };

test('a file goes to the uploads with its name in the query string, and the upload answers its record', async () => {
  answer.mockReturnValue({ status: 200, data: record });
  const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });

  await expect(uploadFile(file, { onProgress: jest.fn() })).resolves.toEqual(record);
  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'POST', url: '/api/upload/add', params: { file_name: 'notes.txt' } }),
  );
});

test('deleting an upload names it and answers the files left', async () => {
  answer.mockReturnValue({ status: 200, data: [] });

  await expect(deleteUpload(7)).resolves.toEqual([]);
  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'POST', url: '/api/upload/delete', body: { id: 7 } }),
  );
});
