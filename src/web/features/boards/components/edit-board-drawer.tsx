import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { boardUpdateSchema, type BoardUpdate } from '#shared/schemas/board.ts';
import type { BoardFields } from '#shared/schemas/board-summary.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Drawer } from '#web/components/ui/drawer.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useUpdateBoard } from '#web/features/boards/api/update-board.ts';
import { BoardBackgroundCard } from './board-background-card.tsx';

interface EditBoardDrawerProps {
  board: BoardFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Values {
  name: string;
  description: string;
  is_public: boolean;
}

/** Edit board (bottom drawer): sends only changed fields; nothing changed just closes; failure stays open. */
export function EditBoardDrawer({ board, open, onOpenChange }: EditBoardDrawerProps) {
  const update = useUpdateBoard();
  const initial: Values = {
    name: board.name,
    description: board.description ?? '',
    is_public: board.is_public,
  };
  const { register, handleSubmit, control, setValue, reset } = useForm<Values>({
    values: initial,
  });
  const [name, isPublic] = useWatch({ control, name: ['name', 'is_public'] });
  const nameBlank = !name.trim();

  const onSubmit = async (values: Values) => {
    const changes: BoardUpdate = {};
    if (values.name.trim() !== initial.name) changes.name = values.name;
    if (values.description.trim() !== initial.description) changes.description = values.description;
    if (values.is_public !== initial.is_public) changes.is_public = values.is_public;
    if (Object.keys(changes).length === 0) return onOpenChange(false);
    // The server's schema, so too-long texts get the same message before a request is made.
    const checked = boardUpdateSchema.safeParse(changes);
    if (!checked.success) {
      toast.error(`${BOARD_MESSAGES.updateFailed} ${checked.error.issues[0]?.message ?? ''}`);
      return;
    }
    try {
      await update.mutateAsync({ boardId: board.id, updates: changes });
      toast.success(BOARD_MESSAGES.updated);
      onOpenChange(false);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.updateFailed} ${error instanceof Error ? error.message : ''}`);
    }
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(initial);
        onOpenChange(next);
      }}
      title="Edit board"
      description="Change the name, description, visibility and background."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (nameBlank) return;
            void handleSubmit(onSubmit)(event);
          }}
        >
          <FormField id="edit-board-name" label="Name">
            <Input autoComplete="off" required {...register('name')} />
          </FormField>
          <FormField id="edit-board-description" label="Description" optional>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="edit-board-public">Public board</Label>
            <Switch
              id="edit-board-public"
              checked={isPublic}
              onCheckedChange={(checked) => setValue('is_public', checked)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={nameBlank || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </form>
        <div className="space-y-5">
          <BoardBackgroundCard board={board} />
          <FeatureSlot name="ExportBoardButton" board={board} />
        </div>
      </div>
    </Drawer>
  );
}
