/** The settings variable an operator fixes when the file store cannot be used. */
export type StorageVariable =
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY'
  | 'DATA_DIR';

/** The file store cannot be used as configured: one line naming the variable to fix (as for the database). */
export class StorageUnavailableError extends Error {
  constructor(
    readonly variable: StorageVariable,
    reason: string,
  ) {
    super(`${variable}: ${reason}`);
    this.name = 'StorageUnavailableError';
  }
}
