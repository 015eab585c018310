import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactingErrorSerializer } from './log-redaction.ts';

const TOKEN = 'YaSG8L4ehPsI7gIBv4Mog8IJbSjUFG3e';

describe('redactingErrorSerializer', () => {
  it("keeps a failed query's SQL and drops its parameters wherever a wrapping error copied them", () => {
    const failed = new DrizzleQueryError(
      'select * from "session" where "token" = $1 and "n" = $2',
      [TOKEN, 7],
      new Error('relation "session" does not exist'),
    );
    const wrapped = Object.assign(
      new Error(`Failed to get session: ${failed.message}`, { cause: failed }),
      {
        body: { message: `Failed to get session: ${failed.message}` },
      },
    );
    const text = JSON.stringify(redactingErrorSerializer(wrapped));
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('select * from \\"session\\" where \\"token\\" = $1');
    expect(text).toContain('relation \\"session\\" does not exist');
    // The error itself is not changed: only what is logged.
    expect(wrapped.body.message).toContain(TOKEN);
  });

  it('leaves errors without a failed query as pino serializes them', () => {
    const error = new Error(`no query here ${TOKEN}`);
    expect(JSON.stringify(redactingErrorSerializer(error))).toContain(TOKEN);
  });
});
