import { Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { FeatureSlotsContext, type FeatureSlots } from '#web/lib/feature-slots.ts';
import { LikeButton } from '#web/features/likes/components/like-button.tsx';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

/** A piece whose code loads when it is first drawn; nothing shows until then. */
function loadedWhenDrawn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Piece = lazyWhenOnline(load);
  return function LoadedWhenDrawn(props: P) {
    return (
      <Suspense fallback={null}>
        <Piece {...(props as ComponentProps<typeof Piece>)} />
      </Suspense>
    );
  };
}

/**
 * The features each slot of web/lib/feature-slots.ts shows (decision 044). The like control is drawn at once
 * (cards and the shared board keep their height); the rest load with the first screen that draws them, as
 * the dialogs and My Boards' import did before.
 */
const SLOTS: FeatureSlots = {
  LikeButton,
  GifSearchButton: loadedWhenDrawn(() =>
    import('#web/features/gifs/components/gif-search-button.tsx').then((m) => ({
      default: m.GifSearchButton,
    })),
  ),
  ExportBoardButton: loadedWhenDrawn(() =>
    import('#web/features/board-transfer/components/export-board-button.tsx').then((m) => ({
      default: m.ExportBoardButton,
    })),
  ),
  ImportBoardButton: loadedWhenDrawn(
    () => import('#web/features/board-transfer/components/import-board-button.tsx'),
  ),
  SoundSettingsDialog: loadedWhenDrawn(
    () => import('#web/features/sound-controls/components/sound-settings-dialog.tsx'),
  ),
  AssignSoundDrawer: loadedWhenDrawn(() =>
    import('#web/features/sounds/components/assign-sound-drawer.tsx').then((m) => ({
      default: m.AssignSoundDrawer,
    })),
  ),
};

/** Fills the feature slots for everything below it. */
export function AppFeatureSlots({ children }: { children: ReactNode }) {
  return <FeatureSlotsContext.Provider value={SLOTS}>{children}</FeatureSlotsContext.Provider>;
}
