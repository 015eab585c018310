import { Library, Link2, Lock, Mic, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Drawer } from '#web/components/ui/drawer.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { useAssignSound } from '../api/assign-sound.ts';
import { useCreateSound, type NewSound } from '../api/create-sound.ts';
import { RecordSoundForm } from './record-sound-form.tsx';
import { SoundLibraryPicker } from './sound-library-picker.tsx';
import { UploadSoundForm } from './upload-sound-form.tsx';
import { UrlSoundForm } from './url-sound-form.tsx';

type AssignTab = 'library' | 'record' | 'url' | 'upload';

/** Tab icons give way to the labels on the narrowest phones. */
const TAB_ICON = 'hidden size-4 min-[420px]:block';

export interface AssignTarget {
  id: string;
  label: string | null;
  sound_id?: string | null;
}

interface AssignSoundDrawerProps {
  boardId: string;
  button: AssignTarget | null;
  isOwner: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The assign-sound picker of a board button (spec §2, §4): tabs Library (default), Record, URL and Upload.
 * Picking or creating a sound assigns it (label = sound name), toasts and closes; a failure keeps it open.
 * A non-owner gets the shared-board warning instead of the tabs (spec §6).
 */
export function AssignSoundDrawer({
  boardId,
  button,
  isOwner,
  open,
  onOpenChange,
}: AssignSoundDrawerProps) {
  const [tab, setTab] = useState<AssignTab>('library');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const assign = useAssignSound();
  const create = useCreateSound();

  const close = () => {
    setTab('library');
    onOpenChange(false);
  };

  const assignToButton = async (sound: { id: string; name: string }): Promise<boolean> => {
    if (!button) return false;
    setPendingId(sound.id);
    try {
      await assign.mutateAsync({ boardId, buttonId: button.id, sound });
      toast.success(SOUND_MESSAGES.assigned(sound.name));
      close();
      return true;
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.buttonUpdateFailed} ${(error as Error).message}`);
      return false;
    } finally {
      setPendingId(null);
    }
  };

  const createAndAssign = async (input: NewSound): Promise<boolean> => {
    let sound: { id: string; name: string };
    try {
      sound = await create.mutateAsync(input);
      toast.success(SOUND_MESSAGES.createdFromBoard(sound.name));
    } catch (error) {
      toast.error(`${SOUND_MESSAGES.createFailed} ${(error as Error).message}`);
      return false;
    }
    const assigned = await assignToButton(sound);
    // The sound exists now: offer it from the library so the user can try assigning it again.
    if (!assigned) setTab('library');
    return assigned;
  };

  const formProps = {
    saving: create.isPending || assign.isPending,
    onSave: createAndAssign,
    onCancel: close,
  };
  const label = button?.label?.trim();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={label ? `Assign a sound to “${label}”` : 'Add Sound'}
      description={
        isOwner
          ? 'Pick a sound from your library, record one, or add one from a link or a file.'
          : 'This board belongs to someone else.'
      }
    >
      {isOwner ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as AssignTab)}>
          <TabsList aria-label="Where the sound comes from" className="sm:w-full">
            <TabsTrigger value="library" className="px-2 sm:flex-1">
              <Library aria-hidden className={TAB_ICON} /> Library
            </TabsTrigger>
            <TabsTrigger value="record" className="px-2 sm:flex-1">
              <Mic aria-hidden className={TAB_ICON} /> Record
            </TabsTrigger>
            <TabsTrigger value="url" className="px-2 sm:flex-1">
              <Link2 aria-hidden className={TAB_ICON} /> URL
            </TabsTrigger>
            <TabsTrigger value="upload" className="px-2 sm:flex-1">
              <Upload aria-hidden className={TAB_ICON} /> Upload
            </TabsTrigger>
          </TabsList>
          <TabsContent value="library" className="mt-4">
            <SoundLibraryPicker
              currentSoundId={button?.sound_id ?? null}
              pendingId={pendingId}
              onPick={(sound) => void assignToButton(sound)}
            />
          </TabsContent>
          <TabsContent value="record" className="mt-4">
            <RecordSoundForm {...formProps} />
          </TabsContent>
          <TabsContent value="url" className="mt-4">
            <UrlSoundForm {...formProps} />
          </TabsContent>
          <TabsContent value="upload" className="mt-4">
            <UploadSoundForm {...formProps} />
          </TabsContent>
        </Tabs>
      ) : (
        <SharedBoardNotice onClose={close} />
      )}
    </Drawer>
  );
}

/** Spec §6: a non-owner who tries to add a sound on a shared board (told to log in only when signed out). */
function SharedBoardNotice({ onClose }: { onClose: () => void }) {
  const signedIn = Boolean(useSession().data);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
      <Lock aria-hidden className="size-10 text-ink-muted" />
      <p className="font-semibold">{SOUND_MESSAGES.sharedBoardWarning}</p>
      <p className="text-sm text-ink-muted">
        {signedIn ? SOUND_MESSAGES.sharedBoardHintSignedIn : SOUND_MESSAGES.sharedBoardHint}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button asChild>
          <Link to={signedIn ? ROUTES.myBoards : ROUTES.auth}>
            {signedIn ? 'My Boards' : 'Log In'}
          </Link>
        </Button>
      </div>
    </div>
  );
}
