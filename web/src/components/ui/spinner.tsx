interface SpinnerProps {
  /** Visible text next to the spinner, also what screen readers announce. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Laddar...', className }: SpinnerProps) {
  return (
    <div className={className ? `spinner ${className}` : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
