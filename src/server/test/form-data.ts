/** A multipart body with the given fields (files as Blobs). */
export function formData(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, name === 'file' || name === 'background' ? 'upload.png' : name);
  }
  return form;
}
