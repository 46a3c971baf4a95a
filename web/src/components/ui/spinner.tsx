const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Announced to screen readers; without it the spinner is decoration (for example in a busy button). */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  const icon = (
    <svg className={`animate-spin ${sizes[size]} ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8V0C5.373 0 0 5.373 0 12h4z" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
