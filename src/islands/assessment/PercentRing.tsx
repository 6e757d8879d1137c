/** The result ring: the share of yes answers as an arc, the number in the middle. */
export default function PercentRing({ percent, label, size = 180 }: { percent: number; label: string; size?: number }) {
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <figure className="assess-ring" style={{ width: size }} role="img" aria-label={`${label}: ${clamped}%`}>
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
        <circle cx="50" cy="50" r={r} className="assess-ring__track" />
        <circle
          cx="50"
          cy="50"
          r={r}
          className="assess-ring__value"
          strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="assess-ring__number" data-testid="percent">
        {clamped}%
      </span>
      <figcaption className="assess-ring__label">{label}</figcaption>
    </figure>
  );
}
