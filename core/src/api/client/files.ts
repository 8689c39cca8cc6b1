import * as D from '../decode.js';
import { fileDownloadPath } from '../contracts/files.js';
import type { ApiCaller } from './call.js';

/** Uploaded files (spec section 7 "Files"). */
export const createFilesApi = (call: ApiCaller) => ({
  /** The path to put under the API base for an <img> or a download link. */
  pathOf: fileDownloadPath,
  /** Fetches a JSON or text file; the body is returned as the transport parsed it. */
  download: (filePath: string) => call({ method: 'GET', path: fileDownloadPath(filePath), decoder: D.unknown }),
});
export type FilesApi = ReturnType<typeof createFilesApi>;
