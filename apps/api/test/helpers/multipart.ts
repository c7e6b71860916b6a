import type { TestApp } from './app';
import type { HttpClient } from './http';

/** One file part of a multipart body (the field is `file` unless told). */
export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body of the parts, and its Content-Type with the boundary. */
export function multipartBody(parts: (FilePart | { field: string; value: string })[]) {
  const boundary = `----talanta${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs the parts as multipart/form-data to an upload path, signed in as `http` when given. */
export async function postMultipart(
  t: TestApp,
  url: string,
  http: HttpClient | null,
  parts: (FilePart | { field: string; value: string })[],
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(http?.sessionToken ? { cookie: `talanta_session=${http.sessionToken}` } : {}),
      ...headers,
    },
  });
  return { status: response.statusCode, body: response.json() };
}
