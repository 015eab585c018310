import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Placeholders while the trash loads: 6 board cards or 8 sound cards (spec §9). */
export function TrashSkeletons({ count, shape }: { count: number; shape: 'board' | 'sound' }) {
  return (
    <ul aria-label="Loading" aria-busy className={gridClass(shape)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="trash-skeleton">
          <Skeleton className={shape === 'board' ? 'aspect-[4/3]' : 'aspect-[3/4]'} />
        </li>
      ))}
    </ul>
  );
}

export function gridClass(shape: 'board' | 'sound'): string {
  return shape === 'board'
    ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'
    : 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';
}
