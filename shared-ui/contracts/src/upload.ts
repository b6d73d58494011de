// The upload demo API (/api/upload): a stored file as the server lists it (named after Frappe's File fields) and
// the limits the server enforces, which the page also checks first so a person learns at once why a file
// cannot go.

export interface UploadedFile {
  id: number;
  file_name: string;
  file_size: number;
  content_type: string;
  /** Where to download it (same origin, cookie auth). */
  file_url: string;
  /** ISO time of the upload. */
  creation: string;
}

export const UPLOAD_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_FILES_PER_USER = 20;
/** Recognised by extension and by content on the server; no SVG or HTML (served back from the app's origin). */
export const UPLOAD_ALLOWED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'csv'] as const;
