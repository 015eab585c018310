/** The thin bar along a playing sound's bottom edge (a card's cover, a list row). */
export function SoundProgressBar({
  name,
  progress,
  className,
}: {
  name: string;
  progress: number;
  /** Height and track colour, e.g. 'h-1 bg-black/10'. */
  className: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={`${name} progress`}
      aria-valuenow={Math.round(progress)}
      className={`absolute inset-x-0 bottom-0 ${className}`}
    >
      <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
    </div>
  );
}
