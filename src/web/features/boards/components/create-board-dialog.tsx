import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { boardPlayerPath } from '#shared/routes.ts';
import { boardCreateSchema } from '#shared/schemas/board.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { focusNewHeading } from '#web/lib/focus/focus-new-heading.ts';
import { useCreateBoard } from '#web/features/boards/api/create-board.ts';

type FormInput = z.input<typeof boardCreateSchema>;
type FormOutput = z.output<typeof boardCreateSchema>;

interface CreateBoardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create New Soundboard': name (required after trimming), description, optional background image. */
export function CreateBoardDialog({ open, onOpenChange }: CreateBoardDialogProps) {
  const navigate = useNavigate();
  const create = useCreateBoard();
  const [background, setBackground] = useState<File | null>(null);
  const { register, handleSubmit, control, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(boardCreateSchema),
    defaultValues: { name: '', description: '' },
  });
  const name = useWatch({ control, name: 'name' });
  const nameBlank = !(name ?? '').trim();

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setBackground(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (values: FormOutput) => {
    try {
      const { board, backgroundError } = await create.mutateAsync({
        name: values.name,
        description: values.description ?? '',
        backgroundFile: background,
      });
      if (backgroundError) toast.error(BOARD_MESSAGES.createdBackgroundFailed(backgroundError));
      toast.success(BOARD_MESSAGES.created(board.name));
      close(false);
      void navigate(boardPlayerPath(board.id));
      focusNewHeading(board.name);
    } catch (error) {
      toast.error(BOARD_MESSAGES.createFailed(error instanceof Error ? error.message : ''));
    }
  };

  const onPickBackground = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkUploadInBrowser(file, 'image') : null;
    if (problem) {
      window.alert(problem);
      event.target.value = '';
      setBackground(null);
      return;
    }
    setBackground(file);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={BOARD_MESSAGES.createDialogTitle}
      description="Give your board a name. You can add buttons and sounds next."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (nameBlank || create.isPending) return;
          void handleSubmit(onSubmit)(event);
        }}
      >
        <FormField id="board-name" label="Name">
          <Input autoComplete="off" required maxLength={120} {...register('name')} />
        </FormField>
        <FormField id="board-description" label="Description" optional>
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <FormField
          id="board-background"
          label="Background image"
          optional
          hint="PNG, JPG, GIF or WebP, up to 5 MB."
        >
          <Input
            type="file"
            accept={UPLOAD_RULES.image.mimeTypes.join(',')}
            onChange={onPickBackground}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:py-1 file:text-sm file:font-medium"
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <FeatureSlot
            name="GifSearchButton"
            kind="image"
            onFile={(file) => {
              setBackground(file);
              return Promise.resolve();
            }}
          />
          {background && (
            <p className="text-sm text-ink-muted" role="status">
              {BOARD_MESSAGES.backgroundChosen(background.name)}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={nameBlank || create.isPending}>
            {create.isPending ? 'Creating…' : BOARD_MESSAGES.createAction}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
