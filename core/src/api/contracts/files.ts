/**
 * Files of spec section 7: `GET /api/file/download/{path}` serves an uploaded file (images of
 * notices and events). The browser loads it by URL, so the client offers the path; a JSON or
 * text file may also be fetched through the client (`files.download`).
 */

/** The file's path under the API base; each segment is URL-encoded, `.` and `..` segments are dropped. */
export function fileDownloadPath(filePath: string): string {
  const segments = filePath.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  return `/file/download/${segments.map(encodeURIComponent).join('/')}`;
}
