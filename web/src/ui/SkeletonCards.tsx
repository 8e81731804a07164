export type SkeletonLine = 'short' | 'wide' | 'normal';

/**
 * A page's loading state: grey cards shaped like the content to come, hidden from screen readers, which hear
 * the label instead. `cards` gives each card's lines.
 */
export function SkeletonCards({
  label,
  cards,
  className,
}: {
  label: string;
  cards: readonly (readonly SkeletonLine[])[];
  className?: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {cards.map((lines, card) => (
        <div key={card} className="card skeleton-card" aria-hidden="true">
          {lines.map((line, index) => (
            <span key={index} className={line === 'normal' ? 'skeleton-line' : `skeleton-line skeleton-line-${line}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
