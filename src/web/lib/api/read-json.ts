import type { ErrorBody } from '#shared/errors.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads a JSON response, turning an error response into an ApiError with the server's message. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  throw new ApiError(
    response.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message ?? `Request failed (${response.status} ${response.statusText})`,
  );
}
