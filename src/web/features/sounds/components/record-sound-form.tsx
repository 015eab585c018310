import { Mic, Square } from 'lucide-react';
import { useState } from 'react';
import { recordingFileName } from '#shared/sound-names.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { NewSound } from '../api/create-sound.ts';
import { useRecorder } from '../hooks/use-recorder.ts';
import { canSaveRecording, formatDuration } from '../recording.ts';
import { CoverImageField } from './cover-image-field.tsx';

interface RecordSoundFormProps {
  saving: boolean;
  onSave: (sound: NewSound) => Promise<boolean>;
  onCancel: () => void;
}

/** Record tab: record a clip, preview it, name it and save it (spec §4 recorder, §5 recorded sound). */
export function RecordSoundForm({ saving, onSave, onCancel }: RecordSoundFormProps) {
  const recorder = useRecorder();
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const canSave = canSaveRecording(recorder.clip, name) && !saving;

  const reset = () => {
    recorder.reset();
    setName('');
    setImage(null);
    setImageKey((key) => key + 1);
  };

  const save = async () => {
    if (!canSave || !recorder.clip) return;
    const saved = await onSave({
      name,
      file: { blob: recorder.clip, fileName: recordingFileName(name) },
      image,
    });
    if (saved) reset();
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField id="record-name" label="Sound name">
        <Input value={name} onChange={(event) => setName(event.target.value)} required />
      </FormField>
      <div className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-line p-4">
        <p
          className="font-mono text-3xl tabular-nums"
          aria-live="polite"
          aria-label={`Recording time ${formatDuration(recorder.seconds)}`}
        >
          {formatDuration(recorder.seconds)}
        </p>
        {recorder.state === 'recording' ? (
          <Button type="button" variant="danger" onClick={recorder.stop}>
            <Square aria-hidden /> Stop Recording
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => void recorder.start()}>
            <Mic aria-hidden /> {recorder.state === 'stopped' ? 'Record Again' : 'Start Recording'}
          </Button>
        )}
        {recorder.clipUrl && (
          <audio
            controls
            src={recorder.clipUrl}
            className="w-full"
            aria-label="Recording preview"
          />
        )}
      </div>
      <CoverImageField key={imageKey} id="record-image" onChange={setImage} />
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            reset();
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving ? 'Saving…' : 'Save Recording'}
        </Button>
      </div>
    </form>
  );
}
