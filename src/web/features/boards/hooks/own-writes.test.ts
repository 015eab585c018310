import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { OWN_WRITE_ECHO_MS, watchOwnWrites } from './own-writes.ts';

const BOARD = '0b6a3c8e-1f2d-4e5a-9b7c-000000000001';

describe('watchOwnWrites', () => {
  it('takes a change for an echo while the write runs and for a moment after it settled', async () => {
    const client = new QueryClient();
    let time = 0;
    const own = watchOwnWrites(client, () => time);
    expect(own.isEcho(BOARD)).toBe(false);
    let finish: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const write = client.getMutationCache().build(client, { mutationFn: () => gate });
    const done = write.execute({ boardId: BOARD, updates: {} });
    expect(own.isEcho(BOARD)).toBe(true);
    expect(own.isEcho('0b6a3c8e-1f2d-4e5a-9b7c-000000000002')).toBe(false);
    time = 10_000;
    finish();
    await done;
    expect(own.isEcho(BOARD)).toBe(true);
    time += OWN_WRITE_ECHO_MS;
    expect(own.isEcho(BOARD)).toBe(false);
    own.stop();
  });
});
