import { useState } from 'react';
import { toast } from 'sonner';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Board, BoardUpdate } from '#shared/schemas/board.ts';
import { stopAllKeySchema } from '#shared/schemas/board.ts';
import {
  DEFAULT_STOP_ALL_KEY,
  MASTER_VOLUME,
  PLAY_MODE_LABELS,
  PLAY_MODES,
  SOUND_CONTROL_MESSAGES as M,
  type PlayMode,
} from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Range } from '#web/components/ui/range.tsx';
import { ApiError } from '#web/lib/api/read-json.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';
import type { Save } from '../save.ts';
import { OutputDeviceSelect } from './output-device-select.tsx';

/**
 * The board's audio (decision 036): master volume (heard at once while dragging), one sound at a time or
 * overlapping, the stop-all key, and this device's output. Saved together; nothing is lost on an error.
 */
export default function BoardAudioDialog({
  board,
  updateBoard: update,
  onClose,
}: {
  board: Board;
  updateBoard: Save<{ boardId: string; updates: BoardUpdate }>;
  onClose: () => void;
}) {
  const [volume, setVolume] = useState(board.master_volume);
  const [mode, setMode] = useState<PlayMode>(board.play_mode);
  const [stopKey, setStopKey] = useState(board.stop_all_key);
  const [keyError, setKeyError] = useState<string>();

  const hear = (value: number) => {
    setVolume(value);
    getPlaybackEngine().setMasterVolume(value / 100);
  };
  const close = () => {
    getPlaybackEngine().setMasterVolume(board.master_volume / 100);
    onClose();
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const key = stopAllKeySchema.safeParse(stopKey.trim() || DEFAULT_STOP_ALL_KEY);
    if (!key.success) return setKeyError(key.error.issues[0]?.message);
    const changes: BoardUpdate = {};
    if (volume !== board.master_volume) changes.master_volume = volume;
    if (mode !== board.play_mode) changes.play_mode = mode;
    if (key.data !== board.stop_all_key) changes.stop_all_key = key.data;
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update.mutateAsync({ boardId: board.id, updates: changes });
      toast.success(M.boardAudioSaved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.conflict) {
        setKeyError(error.message);
        return;
      }
      toast.error(`${M.boardAudioFailed} ${error instanceof Error ? error.message : ''}`);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={M.boardAudio}
      description={M.boardAudioDescription}
    >
      <form noValidate className="space-y-5" onSubmit={(event) => void save(event)}>
        <FormField id="master-volume" label={`${M.masterVolume}: ${volume}%`}>
          <Range
            min={MASTER_VOLUME.min}
            max={MASTER_VOLUME.max}
            step={1}
            value={volume}
            aria-valuetext={`${volume}%`}
            onChange={(event) => hear(Number(event.target.value))}
          />
        </FormField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{M.playMode}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PLAY_MODES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-ui border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/30"
              >
                <input
                  type="radio"
                  name="play-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="block text-sm font-semibold">{PLAY_MODE_LABELS[value]}</span>
                  <span className="block text-xs text-ink-muted">{M.playModeHints[value]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id="stop-all-key" label={M.stopAllKey} hint={M.stopAllKeyHint} error={keyError}>
          <Input
            autoComplete="off"
            value={stopKey}
            maxLength={6}
            onChange={(event) => {
              setKeyError(undefined);
              setStopKey(event.target.value);
            }}
          />
        </FormField>
        {stopKey !== DEFAULT_STOP_ALL_KEY && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="-mt-3"
            onClick={() => {
              setKeyError(undefined);
              setStopKey(DEFAULT_STOP_ALL_KEY);
            }}
          >
            {M.useEscape}
          </Button>
        )}
        <OutputDeviceSelect />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
