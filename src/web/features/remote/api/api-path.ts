import type { ApiPath } from '#web/lib/api/request.ts';

/** The contract's paths (src/shared/remote.ts) are plain strings there: each starts with /api/. */
export const apiPath = (path: string) => path as ApiPath;
