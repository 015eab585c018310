import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Range } from '#web/components/ui/range.tsx';
import { cn } from '#web/lib/cn.ts';
import { channelsOf } from '#web/lib/audio/loudness.ts';
import {
  moveEdge,
  nearerEdge,
  timeAt,
  TRIM_STEP_MS as STEP_MS,
  type TrimEdge,
} from '../trim-drag.ts';
import { computePeaks, drawWaveform } from '../waveform.ts';

const HEIGHT_PX = 96;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface WaveformTrimProps {
  /** The decoded sound; null while it loads. */
  buffer: AudioBuffer | null;
  startMs: number;
  /** null: the sound's end. */
  endMs: number | null;
  onChange: (startMs: number, endMs: number | null) => void;
}

/**
 * The sound's waveform, drawn from its decoded samples, with the trimmed-away parts greyed and a handle at
 * each edge: a press on the waveform takes the nearer handle and drags it. Under it a Start and an End
 * slider, the controls keyboard and screen-reader users work with (the picture and handles are decoration).
 */
export function WaveformTrim({ buffer, startMs, endMs, onChange }: WaveformTrimProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const durationMs = buffer ? Math.floor(buffer.duration * 1000) : 0;
  const end = endMs ?? durationMs;
  const dragging = useRef<TrimEdge | null>(null);

  /** Moves `edge` to the time under the pointer. */
  const dragTo = (event: React.PointerEvent<HTMLDivElement>, edge: TrimEdge) => {
    const next = moveEdge(edge, timeUnder(event), { startMs, endMs }, durationMs);
    if (next.startMs !== startMs || next.endMs !== endMs) onChange(next.startMs, next.endMs);
  };
  const timeUnder = (event: React.PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return timeAt(event.clientX - rect.left, rect.width, durationMs);
  };

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.clientWidth * window.devicePixelRatio));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const peaks = useMemo(() => {
    if (!buffer || width === 0) return null;
    performance.mark('waveform:start');
    return computePeaks(channelsOf(buffer), width);
  }, [buffer, width]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !peaks || durationMs === 0) return;
    const style = getComputedStyle(canvas.current!);
    drawWaveform(context, peaks, width, HEIGHT_PX * window.devicePixelRatio, {
      wave: style.getPropertyValue('--wave').trim() || '#6d28d9',
      trimmed: style.getPropertyValue('--wave-trimmed').trim() || '#a1a1aa',
      keepFrom: startMs / durationMs,
      keepTo: end / durationMs,
    });
    if (performance.getEntriesByName('waveform:start').length > 0) {
      performance.measure('waveform-drawn', 'waveform:start');
      performance.clearMarks('waveform:start');
    }
  }, [peaks, width, startMs, end, durationMs]);

  return (
    <div className="space-y-3">
      <div
        ref={box}
        data-testid="waveform-trim"
        className={cn(
          'relative overflow-hidden rounded-ui border border-line bg-surface-sunken select-none',
          buffer && 'cursor-ew-resize touch-pan-y',
        )}
        style={{ height: HEIGHT_PX }}
        onPointerDown={(event) => {
          if (!buffer || durationMs === 0 || event.button !== 0) return;
          dragging.current = nearerEdge(timeUnder(event), { startMs, endMs }, durationMs);
          event.currentTarget.setPointerCapture(event.pointerId);
          dragTo(event, dragging.current);
        }}
        onPointerMove={(event) => dragging.current && dragTo(event, dragging.current)}
        onPointerUp={() => (dragging.current = null)}
        onPointerCancel={() => (dragging.current = null)}
      >
        {buffer ? (
          <canvas
            ref={canvas}
            aria-hidden
            data-testid="waveform"
            width={width}
            height={HEIGHT_PX * (typeof window === 'undefined' ? 1 : window.devicePixelRatio)}
            className="h-full w-full [--wave:var(--color-brand-700)] [--wave-trimmed:var(--color-zinc-400)] dark:[--wave:var(--color-brand-300)] dark:[--wave-trimmed:var(--color-zinc-600)]"
          />
        ) : null}
        {buffer && durationMs > 0
          ? (['start', 'end'] as const).map((edge) => (
              <span
                key={edge}
                aria-hidden
                data-testid={`trim-handle-${edge}`}
                className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-brand-700 dark:bg-brand-300"
                style={{ left: `${((edge === 'start' ? startMs : end) / durationMs) * 100}%` }}
              >
                <span className="absolute top-1/2 left-1/2 h-8 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-700 ring-2 ring-surface-raised dark:bg-brand-300" />
              </span>
            ))
          : null}
        {buffer ? null : (
          <p role="status" className="grid h-full place-items-center text-sm text-ink-muted">
            {M.loadingWaveform}
          </p>
        )}
      </div>
      {buffer ? <p className="text-xs text-ink-muted">{M.trimHint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="trim-start" label={`${M.trimStart}: ${seconds(startMs)}`}>
          <Range
            min={0}
            max={Math.max(0, durationMs - STEP_MS)}
            step={STEP_MS}
            value={startMs}
            disabled={!buffer}
            aria-valuetext={seconds(startMs)}
            onChange={(event) => {
              const next = Number(event.target.value);
              onChange(next, endMs !== null && endMs <= next ? next + STEP_MS : endMs);
            }}
          />
        </FormField>
        <FormField id="trim-end" label={`${M.trimEnd}: ${seconds(end)}`}>
          <Range
            min={STEP_MS}
            max={durationMs}
            step={STEP_MS}
            value={end}
            disabled={!buffer}
            aria-valuetext={seconds(end)}
            onChange={(event) => {
              const next = Number(event.target.value);
              // The very end is stored as "the sound's end" (null).
              const nextEnd = next >= durationMs ? null : next;
              onChange(Math.min(startMs, next - STEP_MS), nextEnd);
            }}
          />
        </FormField>
      </div>
    </div>
  );
}
