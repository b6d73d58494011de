// The upload demo's API (/api/upload), for signed-in users (Guest → 403), each seeing only their own files:
//   GET  /all                      the user's files, newest first
//   POST /add?file_name=…          the file's bytes as the raw body (any Content-Type) → the stored file
//   POST /delete {id}              the files left
//   GET  /file?id=                 the bytes, as an attachment: the user's own file, or one a record they can
//                                  read holds (a card's attachment on a board they see: ./held-files.ts)
// A binary upload does not fit the collection engine (JSON records, JSON or form bodies), so this is a route
// module of its own beside it, with the same sign-in check, origin check and Frappe-shaped errors. The body
// is the file itself rather than multipart: the browser sends a File as it is (with upload progress), and the
// server needs no multipart parser.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, permissionError } from '../../frappe/errors';
import type { RequestUser } from '../../frappe/roles';
import { demoParams, integerParam } from '../engine/params';
import type { IdentifyUser } from '../engine/routes';
import type { HolderAccess } from './held-files';
import { checkFileContent, checkFileName, MAX_FILE_BYTES, tooLargeError } from './upload-rules';
import type { StoredFile, UploadStore } from './upload-store';

const SIGN_IN_MESSAGE = 'Please sign in to use the upload app';

/** An attachment header that keeps a non-ASCII name (RFC 6266) with a plain fallback for old clients. */
function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Whether `user` may download `file`: their own, or held by a record they can read. */
function canRead(user: RequestUser, file: StoredFile, holderAccess: HolderAccess): boolean {
  return file.holder ? holderAccess(user, file.holder) : file.owner === user.name;
}

export async function registerUploadRoutes(
  app: FastifyInstance,
  identify: IdentifyUser,
  store: UploadStore,
  holderAccess: HolderAccess,
) {
  const users = new WeakMap<FastifyRequest, RequestUser>();
  const userOf = (request: FastifyRequest): RequestUser => {
    const user = users.get(request);
    if (!user) throw permissionError(SIGN_IN_MESSAGE);
    return user;
  };

  await app.register(
    async (uploads) => {
      uploads.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await identify(request, reply);
        if (user.isGuest) throw permissionError(SIGN_IN_MESSAGE);
        users.set(request, user);
      });

      uploads.get('/all', (request) => store.list(userOf(request).name));

      uploads.post('/delete', (request) => {
        const owner = userOf(request).name;
        store.remove(owner, integerParam(demoParams(request), 'id'));
        return store.list(owner);
      });

      uploads.get('/file', (request, reply) => {
        const id = integerParam(demoParams(request), 'id');
        const file = store.file(id);
        // Someone else's file is not found, as a missing one is: its existence is not theirs to learn.
        if (!file || !canRead(userOf(request), file, holderAccess)) throw notFound(`File ${id} not found`);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentHeader(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .send(file.content);
      });

      // The upload itself, in a scope whose only body parser keeps the raw bytes.
      await uploads.register(async (raw) => {
        raw.removeAllContentTypeParsers();
        raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) => {
          done(null, body);
        });
        raw.setErrorHandler((error: FastifyError) => {
          // Refused before the handler ran, by its Content-Length or while reading: said in the file's terms.
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLargeError('The file');
          throw error;
        });
        raw.post('/add', (request) => {
          const fileName = checkFileName(demoParams(request).file_name);
          const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const contentType = checkFileContent(fileName, content);
          return store.add(userOf(request).name, { fileName, contentType, content }, new Date());
        });
      });
    },
    { prefix: '/upload' },
  );
}
