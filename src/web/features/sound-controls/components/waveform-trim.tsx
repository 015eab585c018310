import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Range } from '#web/components/ui/range.tsx';
import { channelsOf } from '../loudness.ts';
import { computePeaks, drawWaveform } from '../waveform.ts';

const HEIGHT_PX = 96;
/** The trim sliders move in steps of this many milliseconds. */
const STEP_MS = 10;

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
 * The sound's waveform, drawn from its decoded samples, with the trimmed-away parts greyed, and a Start and
 * an End slider (keyboard and screen readers work on the sliders; the picture is decoration).
 */
export function WaveformTrim({ buffer, startMs, endMs, onChange }: WaveformTrimProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const durationMs = buffer ? Math.floor(buffer.duration * 1000) : 0;
  const end = endMs ?? durationMs;

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
        className="relative overflow-hidden rounded-ui border border-line bg-surface-sunken"
        style={{ height: HEIGHT_PX }}
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
        ) : (
          <p role="status" className="grid h-full place-items-center text-sm text-ink-muted">
            {M.loadingWaveform}
          </p>
        )}
      </div>
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
