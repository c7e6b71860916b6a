/**
 * POSTs one file as multipart/form-data (the field `file`) to an upload path and returns its JSON;
 * a refusal throws the API's message, or `failed` when it has none.
 */
export async function postFile<T>(path: string, file: File, failed: string): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(data.message ?? failed);
  return data;
}
