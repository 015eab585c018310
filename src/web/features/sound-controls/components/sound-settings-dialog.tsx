import { useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { BoardButton, ButtonUpdate } from '#shared/schemas/board.ts';
import {
  BUTTON_VOLUME,
  FADE_MAX_MS,
  LOUDNESS_TARGET_LUFS,
  SOUND_CONTROL_MESSAGES as M,
} from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Range } from '#web/components/ui/range.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { playControlsOf } from '#web/lib/audio/play-controls.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';
import { useUpdateLoudness } from '../api/update-loudness.ts';
import type { Save } from '../save.ts';
import { measureAndStoreLoudness } from '#web/lib/audio/measure-loudness.ts';
import { WaveformTrim } from './waveform-trim.tsx';

interface SoundSettingsDialogProps {
  boardId: string;
  button: BoardButton & { sound: NonNullable<BoardButton['sound']> };
  /** The button's save, handed in by the button editor (the boards feature's request). */
  updateButton: Save<{ boardId: string; buttonId: string; updates: ButtonUpdate }>;
  onClose: () => void;
  /** The app's engine unless a test hands in its own. */
  engine?: PlaybackEngine;
}

interface Settings {
  volume: number;
  trimStartMs: number;
  trimEndMs: number | null;
  fadeInMs: number;
  fadeOutMs: number;
  loop: boolean;
  normalize: boolean;
}

const fadeSeconds = (ms: number) => String(ms / 1000);

/**
 * A button's sound settings (decision 036): volume (heard at once, also while it plays), trim on the
 * waveform, fades, loop and loudness normalisation. Preview plays the button with what is set; Save stores it.
 */
export default function SoundSettingsDialog({
  boardId,
  button,
  updateButton,
  onClose,
  engine = getPlaybackEngine(),
}: SoundSettingsDialogProps) {
  const updateLoudness = useUpdateLoudness();
  const queryClient = useQueryClient();
  const url = button.sound.url;
  const initial: Settings = {
    volume: button.volume,
    trimStartMs: button.trim_start_ms,
    trimEndMs: button.trim_end_ms,
    fadeInMs: button.fade_in_ms,
    fadeOutMs: button.fade_out_ms,
    loop: button.loop,
    normalize: button.sound.normalize,
  };
  const [settings, setSettings] = useState(initial);
  const [buffer, setBuffer] = useState<AudioBuffer | null>(null);
  const [failed, setFailed] = useState(false);
  const playing = useSyncExternalStore(
    engine.subscribe,
    () => engine.getSnapshot().playingIds.includes(button.id),
    () => false,
  );

  useEffect(() => {
    if (!url) return;
    let current = true;
    engine.decoded(url).then(
      (decoded) => current && setBuffer(decoded as unknown as AudioBuffer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [engine, url]);

  // A sound never measured is measured now (its owner has it open), and plays normalised from then on.
  useEffect(() => {
    if (buffer && button.sound.loudness_gain_db === null) {
      void measureAndStoreLoudness(button.sound.id, buffer)
        .then(async (gain) => {
          if (gain !== null) await queryClient.invalidateQueries({ queryKey: boardKeys.all });
        })
        .catch(() => undefined);
    }
  }, [buffer, button.sound.id, button.sound.loudness_gain_db, queryClient]);

  const controlsOf = (next: Settings) =>
    playControlsOf({
      volume: next.volume,
      trim_start_ms: next.trimStartMs,
      trim_end_ms: next.trimEndMs,
      fade_in_ms: next.fadeInMs,
      fade_out_ms: next.fadeOutMs,
      loop: next.loop,
      sound: { ...button.sound, normalize: next.normalize },
    });
  const change = (changes: Partial<Settings>) => {
    const next = { ...settings, ...changes };
    setSettings(next);
    if ('volume' in changes || 'normalize' in changes) {
      engine.setVoiceGain(button.id, controlsOf(next).gain);
    }
  };
  const preview = () => void engine.toggle({ id: button.id, url, controls: controlsOf(settings) });
  // Closed without saving: what plays goes back to the saved volume (it was auditioning this one's).
  const cancel = () => {
    engine.setVoiceGain(button.id, controlsOf(initial).gain);
    onClose();
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const changes: ButtonUpdate = {};
    if (settings.volume !== initial.volume) changes.volume = settings.volume;
    if (settings.trimStartMs !== initial.trimStartMs) changes.trim_start_ms = settings.trimStartMs;
    if (settings.trimEndMs !== initial.trimEndMs) changes.trim_end_ms = settings.trimEndMs;
    if (settings.fadeInMs !== initial.fadeInMs) changes.fade_in_ms = settings.fadeInMs;
    if (settings.fadeOutMs !== initial.fadeOutMs) changes.fade_out_ms = settings.fadeOutMs;
    if (settings.loop !== initial.loop) changes.loop = settings.loop;
    try {
      if (Object.keys(changes).length > 0) {
        await updateButton.mutateAsync({ boardId, buttonId: button.id, updates: changes });
      }
      if (settings.normalize !== initial.normalize) {
        await updateLoudness.mutateAsync({
          soundId: button.sound.id,
          loudness: { normalize: settings.normalize },
        });
      }
      toast.success(M.soundSettingsSaved);
      onClose();
    } catch (error) {
      toast.error(`${M.soundSettingsFailed} ${error instanceof Error ? error.message : ''}`);
    }
  };

  const fadeField = (id: 'fade-in' | 'fade-out', label: string, key: 'fadeInMs' | 'fadeOutMs') => (
    <FormField id={id} label={label} hint={M.fadeHint}>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        max={FADE_MAX_MS / 1000}
        step={0.1}
        value={fadeSeconds(settings[key])}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value)) {
            change({ [key]: Math.round(Math.min(FADE_MAX_MS / 1000, Math.max(0, value)) * 1000) });
          }
        }}
      />
    </FormField>
  );

  const gain = button.sound.loudness_gain_db;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title={M.soundSettings}
      description={`${button.label ?? button.sound.name}: ${M.soundSettingsDescription}`}
      className="max-w-xl"
    >
      <form noValidate className="space-y-5" onSubmit={(event) => void save(event)}>
        {failed ? (
          <p role="alert" className="text-sm text-danger">
            {M.waveformFailed}
          </p>
        ) : (
          <WaveformTrim
            buffer={buffer}
            startMs={settings.trimStartMs}
            endMs={settings.trimEndMs}
            onChange={(trimStartMs, trimEndMs) => change({ trimStartMs, trimEndMs })}
          />
        )}
        <Button type="button" variant="secondary" onClick={preview} disabled={!url}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {playing ? M.stopPreview : M.preview}
        </Button>
        <FormField id="button-volume" label={`${M.volume}: ${settings.volume}%`}>
          <Range
            min={BUTTON_VOLUME.min}
            max={BUTTON_VOLUME.max}
            step={5}
            value={settings.volume}
            aria-valuetext={`${settings.volume}%`}
            onChange={(event) => change({ volume: Number(event.target.value) })}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          {fadeField('fade-in', M.fadeIn, 'fadeInMs')}
          {fadeField('fade-out', M.fadeOut, 'fadeOutMs')}
        </div>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="button-loop">{M.loop}</Label>
          <Switch
            id="button-loop"
            checked={settings.loop}
            onCheckedChange={(loop) => change({ loop })}
          />
        </div>
        <div className="flex items-start justify-between gap-3">
          <div>
            <Label htmlFor="sound-normalize">{M.normalize}</Label>
            <p id="sound-normalize-hint" className="text-xs text-ink-muted">
              {gain === null
                ? M.normalizeHint
                : M.normalizeMeasured(LOUDNESS_TARGET_LUFS - gain, gain)}
            </p>
          </div>
          <Switch
            id="sound-normalize"
            aria-describedby="sound-normalize-hint"
            checked={settings.normalize}
            onCheckedChange={(normalize) => change({ normalize })}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={updateButton.isPending || updateLoudness.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
