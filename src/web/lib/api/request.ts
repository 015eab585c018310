import { readJson } from '#web/lib/api/read-json.ts';

/** A same-origin call to the boards API: JSON bodies as JSON, FormData as multipart. */
export async function boardsRequest<T>(
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
  });
  if (response.status === 204) return undefined as T;
  return readJson<T>(response);
}

/** The file in a multipart form's `file` field. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
