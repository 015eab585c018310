import {
  createContext,
  createElement,
  useContext,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { BoardButton, ButtonUpdate } from '#shared/schemas/board.ts';

/**
 * Components one feature shows inside another's screens: GIF search beside an image upload, the like control
 * on a board card, a board's export and import, a button's sound settings and the assign-sound drawer. A
 * feature imports no other feature (decision 044), so it asks for the piece by name here and web/app fills
 * the slots with the other feature's component (app/feature-slots.tsx). These are the props each slot takes.
 */
export interface FeatureSlots {
  GifSearchButton: ComponentType<{
    kind: 'image' | 'avatar';
    onFile: (file: File) => Promise<void>;
    disabled?: boolean;
    size?: 'sm' | 'md';
  }>;
  LikeButton: ComponentType<{
    board: { id: string; name: string; is_public: boolean; likes_count: number };
    className?: string;
  }>;
  ExportBoardButton: ComponentType<{ board: { id: string; name: string } }>;
  ImportBoardButton: ComponentType;
  SoundSettingsDialog: ComponentType<{
    boardId: string;
    button: BoardButton & { sound: NonNullable<BoardButton['sound']> };
    /** The button's save (a mutation of the boards feature). */
    updateButton: {
      mutateAsync: (input: {
        boardId: string;
        buttonId: string;
        updates: ButtonUpdate;
      }) => Promise<unknown>;
      isPending: boolean;
    };
    onClose: () => void;
  }>;
  AssignSoundDrawer: ComponentType<{
    boardId: string;
    button: { id: string; label: string | null; sound_id?: string | null } | null;
    isOwner: boolean;
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }>;
}

export const FeatureSlotsContext = createContext<Partial<FeatureSlots>>({});

type FeatureSlotProps<K extends keyof FeatureSlots> = { name: K } & ComponentProps<FeatureSlots[K]>;

/**
 * Draws the piece web/app put in the slot `name` with the other props, or nothing when no one filled it (a
 * test that does not need the piece). The slots are fixed when the app starts, so a piece keeps its identity
 * from one render to the next.
 */
export function FeatureSlot<K extends keyof FeatureSlots>({ name, ...props }: FeatureSlotProps<K>) {
  const piece = useContext(FeatureSlotsContext)[name] as ComponentType<object> | undefined;
  return piece ? createElement(piece, props) : null;
}
