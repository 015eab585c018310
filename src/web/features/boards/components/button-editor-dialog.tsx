import { Music, SlidersHorizontal, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { DEFAULT_BUTTON_COLOR } from '#shared/limits.ts';
import { DEFAULT_PRESS_MODE, type PressMode } from '#shared/press-modes.ts';
import { buttonUpdateSchema, type BoardButton, type ButtonUpdate } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useUpdateButton } from '#web/features/boards/api/update-button.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { ButtonBackgroundSection } from './button-background-section.tsx';
import { ButtonColorSwatches } from './button-color-swatches.tsx';
import { ButtonEmojiPicker } from './button-emoji-picker.tsx';
import { ButtonPressModeField } from './button-press-mode-field.tsx';
import { ButtonTilePreview } from './button-tile-preview.tsx';
import { HotkeyField } from './hotkey-field.tsx';
import { SOUND_CONTROL_MESSAGES } from '#shared/sound-controls.ts';

interface ButtonEditorDialogProps {
  boardId: string;
  button: BoardButton;
  /** Hotkeys of the board's other buttons, refused before a request is made. */
  takenHotkeys: string[];
  onClose: () => void;
  onDelete: (button: BoardButton) => void;
}

interface EditorValues {
  label: string;
  color: string;
  hotkey: string;
  press_mode: PressMode;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The button editor (decision 050): a live preview of the tile, label, hotkey, palette swatches and a custom
 * colour, the sound (change, settings, remove), the background image, delete.
 */
export function ButtonEditorDialog({
  boardId,
  button,
  takenHotkeys,
  onClose,
  onDelete,
}: ButtonEditorDialogProps) {
  const update = useUpdateButton();
  // The sound settings save through their own request state, as when the dialog made its own.
  const soundSettingsUpdate = useUpdateButton();
  const [hotkeyError, setHotkeyError] = useState<string>();
  const [soundSettings, setSoundSettings] = useState(false);
  const [changingSound, setChangingSound] = useState(false);
  const initial: EditorValues = {
    label: button.label ?? '',
    color: button.color || DEFAULT_BUTTON_COLOR,
    hotkey: button.hotkey ?? '',
    press_mode: button.press_mode ?? DEFAULT_PRESS_MODE,
  };
  const { register, handleSubmit, control, setValue } = useForm<EditorValues>({
    defaultValues: initial,
  });
  const [color, label, hotkey, pressMode] = useWatch({
    control,
    name: ['color', 'label', 'hotkey', 'press_mode'],
  });
  // Assigning another sound renames the button after it (spec §2): the label field follows.
  const soundId = button.sound?.id;
  useEffect(() => {
    setValue('label', button.label ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the sound changes
  }, [soundId]);

  const onSubmit = async (values: EditorValues) => {
    const changes: ButtonUpdate = {};
    if (values.label.trim() !== initial.label.trim()) changes.label = values.label;
    if (values.color.toLowerCase() !== initial.color.toLowerCase()) changes.color = values.color;
    if (values.hotkey !== initial.hotkey) changes.hotkey = values.hotkey;
    if (values.press_mode !== initial.press_mode) changes.press_mode = values.press_mode;
    if (Object.keys(changes).length === 0) return onClose();
    const parsed = buttonUpdateSchema.safeParse(changes);
    if (parsed.success && parsed.data.hotkey && takenHotkeys.includes(parsed.data.hotkey)) {
      setHotkeyError(BOARD_MESSAGES.hotkeyTaken);
      toast.error(BOARD_MESSAGES.hotkeyTaken);
      return;
    }
    if (!parsed.success) {
      toast.error(`${BOARD_MESSAGES.buttonUpdateFailed} ${parsed.error.issues[0]?.message ?? ''}`);
      return;
    }
    try {
      await update.mutateAsync({ boardId, buttonId: button.id, updates: changes });
      toast.success(BOARD_MESSAGES.buttonUpdatedSuccessfully);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.hotkeyTaken) {
        setHotkeyError(BOARD_MESSAGES.hotkeyTaken);
        toast.error(BOARD_MESSAGES.hotkeyTaken);
        return;
      }
      toast.error(`${BOARD_MESSAGES.buttonUpdateFailed} ${errorText(error)}`);
    }
  };

  const removeSound = async () => {
    try {
      await update.mutateAsync({ boardId, buttonId: button.id, updates: { sound_id: null } });
      toast.success(BOARD_MESSAGES.soundRemoved);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.buttonUpdateFailed} ${errorText(error)}`);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit button"
      description="Change the label, colour and hotkey, how a press plays, or the sound and background."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <ButtonTilePreview
            label={label.trim() || button.sound?.name || BOARD_MESSAGES.emptyButton}
            color={color}
            imageUrl={button.sound ? button.background_image_url : null}
            imageSettings={button.background_settings}
            hotkey={hotkey}
          />
          <div className="min-w-0 flex-1 space-y-4">
            <FormField id="button-label" label="Label" optional>
              <Input
                autoComplete="off"
                placeholder={button.sound?.name ?? BOARD_MESSAGES.emptyButton}
                {...register('label')}
              />
            </FormField>
            <HotkeyField
              value={hotkey}
              error={hotkeyError}
              onChange={(next) => {
                setHotkeyError(undefined);
                setValue('hotkey', next);
              }}
            />
          </div>
        </div>
        <ButtonColorSwatches value={color} onChange={(next) => setValue('color', next)} />
        <ButtonEmojiPicker
          label={label}
          fallback={button.sound?.name ?? ''}
          onLabelChange={(next) => setValue('label', next)}
        />
        <section
          aria-labelledby="button-sound-heading"
          className="rounded-ui border border-line p-3"
        >
          <h3 id="button-sound-heading" className="text-sm font-semibold">
            Sound
          </h3>
          {button.sound ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <span className="min-w-0 flex-1 truncate text-sm" data-testid="button-sound-name">
                {button.sound.name}
              </span>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setChangingSound(true)}
                >
                  <Music aria-hidden /> Change sound
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setSoundSettings(true)}
                >
                  <SlidersHorizontal aria-hidden /> {SOUND_CONTROL_MESSAGES.soundSettings}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => void removeSound()}
                >
                  Remove sound
                </Button>
              </div>
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-muted">No sound on this button yet.</p>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => setChangingSound(true)}
              >
                <Music aria-hidden /> Choose sound
              </Button>
            </div>
          )}
        </section>
        <ButtonPressModeField value={pressMode} onChange={(mode) => setValue('press_mode', mode)} />
        <ButtonBackgroundSection boardId={boardId} button={button} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <Button type="button" variant="danger" onClick={() => onDelete(button)}>
            <Trash2 aria-hidden /> Delete button
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
          </div>
        </div>
      </form>
      {/* The library picker, recording and upload of the sounds feature, through its slot (decision 044). */}
      <FeatureSlot
        name="AssignSoundDrawer"
        boardId={boardId}
        button={button}
        isOwner
        open={changingSound}
        onOpenChange={setChangingSound}
      />
      {soundSettings && button.sound && (
        <Suspense fallback={null}>
          <FeatureSlot
            name="SoundSettingsDialog"
            boardId={boardId}
            button={{ ...button, sound: button.sound }}
            updateButton={soundSettingsUpdate}
            onClose={() => setSoundSettings(false)}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
