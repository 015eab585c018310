/**
 * Viewers of one public board for bench/realtime/fan-out.ts, in their own process (forked with an IPC
 * channel): FAN_COUNT visitors' streams of GET /api/realtime on FAN_URL. Each stream notes when the label of
 * button FAN_BUTTON of board FAN_BOARD first reached it in a `board` event (the web client's only source of the
 * board since decision 069). Times are performance.timeOrigin + performance.now(), comparable with the parent's.
 *
 * Messages: → {type: 'ready', opened} once every stream answered; ← {type: 'collect', label, waitMs} →
 * {type: 'collected', label, times: (number | null)[], bytes, stale}; ← {type: 'close'} ends the process.
 */
import { openSse, type SseStream } from './sse-events.ts';

const url = process.env.FAN_URL!;
const boardId = process.env.FAN_BOARD!;
const buttonId = process.env.FAN_BUTTON!;
const count = Number(process.env.FAN_COUNT);
const BATCH = 100;

interface Document {
  soundboard_buttons: { id: string; label: string | null }[];
}

/** label → arrival time per stream. */
const arrivals = new Map<string, (number | null)[]>();
const changed = new Set<() => void>();
let stale = 0;
// Every stream gets the same frame text: it is parsed once per process, not once per stream.
let lastData = '';
let lastLabel: string | null = null;

function labelOf(data: string): string | null {
  if (data === lastData) return lastLabel;
  const event = JSON.parse(data) as { board_id: string; document: Document };
  lastData = data;
  lastLabel =
    event.board_id === boardId
      ? (event.document.soundboard_buttons.find((b) => b.id === buttonId)?.label ?? null)
      : null;
  return lastLabel;
}

const clock = () => performance.timeOrigin + performance.now();

async function viewer(index: number): Promise<SseStream> {
  const seen = new Set<string>();
  return openSse(`${url}/api/realtime`, ({ event, data }) => {
    if (event === 'board_stale') stale += 1;
    if (event !== 'board') return;
    const label = labelOf(data);
    if (label === null || seen.has(label)) return;
    seen.add(label);
    const times = arrivals.get(label) ?? Array<number | null>(count).fill(null);
    times[index] = clock();
    arrivals.set(label, times);
    for (const wake of [...changed]) wake();
  });
}

const streams: SseStream[] = [];
for (let from = 0; from < count; from += BATCH) {
  const size = Math.min(BATCH, count - from);
  streams.push(...(await Promise.all(Array.from({ length: size }, (_, i) => viewer(from + i)))));
}
const refused = streams.filter((s) => s.status !== 200).length;
if (refused > 0) throw new Error(`${refused} of ${count} streams refused`);
process.send!({ type: 'ready', opened: streams.length });

const complete = (label: string) => (arrivals.get(label) ?? [null]).every((t) => t !== null);

async function collect(label: string, waitMs: number) {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    function done() {
      clearTimeout(timer);
      changed.delete(check);
      resolve();
    }
    function check() {
      if (complete(label)) done();
    }
    changed.add(check);
    check();
  });
  const times = arrivals.get(label) ?? Array<number | null>(count).fill(null);
  const bytes = streams.reduce((sum, s) => sum + s.bytes(), 0);
  process.send!({ type: 'collected', label, times, bytes, stale });
}

process.on('message', (message: { type: string; label?: string; waitMs?: number }) => {
  if (message.type === 'collect') void collect(message.label!, message.waitMs!);
  if (message.type === 'close')
    void Promise.all(streams.map((s) => s.close())).then(() => process.exit(0));
});
