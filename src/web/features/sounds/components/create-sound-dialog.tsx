import { Link2, Mic, Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useCreateSound, type NewSound } from '../api/create-sound.ts';
import { RecordSoundForm } from './record-sound-form.tsx';
import { UploadSoundForm } from './upload-sound-form.tsx';
import { UrlSoundForm } from './url-sound-form.tsx';

type CreateTab = 'record' | 'upload' | 'url';

interface CreateSoundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  /** Defaults to 'Create Sound'; the board player's Record entry says 'Record Sound'. */
  title?: string;
  /** Called with the new sound after it was created (e.g. to assign it to a button). */
  onCreated?: (sound: { id: string; name: string }) => void;
}

/** Create Sound: tabs record (default), upload and url. Success toasts, closes and returns to record. */
export function CreateSoundDialog({
  open,
  onOpenChange,
  trigger,
  title = 'Create Sound',
  onCreated,
}: CreateSoundDialogProps) {
  const [tab, setTab] = useState<CreateTab>('record');
  const create = useCreateSound();

  const close = () => {
    setTab('record');
    onOpenChange(false);
  };

  const save = async (input: NewSound): Promise<boolean> => {
    try {
      const sound = await create.mutateAsync(input);
      toast.success(SOUND_MESSAGES.created(sound.name));
      onCreated?.(sound);
      close();
      return true;
    } catch (error) {
      // The dialog stays open (spec §8).
      toast.error(`${SOUND_MESSAGES.createFailed} ${(error as Error).message}`);
      return false;
    }
  };

  const formProps = { saving: create.isPending, onSave: save, onCancel: close };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      description="Record a clip, upload an audio file or fetch one from a link."
      trigger={trigger}
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as CreateTab)}>
        <TabsList aria-label="How to add the sound" className="sm:w-full">
          <TabsTrigger value="record" className="px-2 sm:flex-1">
            <Mic aria-hidden /> Record
          </TabsTrigger>
          <TabsTrigger value="upload" className="px-2 sm:flex-1">
            <Upload aria-hidden /> Upload
          </TabsTrigger>
          <TabsTrigger value="url" className="px-2 sm:flex-1">
            <Link2 aria-hidden /> URL
          </TabsTrigger>
        </TabsList>
        <TabsContent value="record" className="mt-4">
          <RecordSoundForm {...formProps} />
        </TabsContent>
        <TabsContent value="upload" className="mt-4">
          <UploadSoundForm {...formProps} />
        </TabsContent>
        <TabsContent value="url" className="mt-4">
          <UrlSoundForm {...formProps} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}
