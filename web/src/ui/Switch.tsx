import { useId } from 'react';
import './switch.css';

export type SwitchProps = {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** What the switch turns on or off; read by screen readers as the switch's name. */
  readonly label: string;
  /** The state words shown beside the track, e.g. "Activated" / "Inactive" (spec: exhibitor-area §4). */
  readonly onText: string;
  readonly offText: string;
  readonly disabled?: boolean;
  /** Hides the label visually (it still names the switch) where a table column already says it. */
  readonly hideLabel?: boolean;
  readonly id?: string;
};

/** A toggle as a `role="switch"` button: Space and Enter flip it, and its state word follows it. */
export function Switch({
  checked,
  onChange,
  label,
  onText,
  offText,
  disabled = false,
  hideLabel = false,
  id,
}: SwitchProps) {
  const labelId = useId();
  const stateId = useId();
  return (
    <span className={`switch${disabled ? ' switch-disabled' : ''}`}>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'switch-label'}>
        {label}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        disabled={disabled}
        className="switch-button"
        onClick={() => onChange(!checked)}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span id={stateId} className="switch-state">
          {checked ? onText : offText}
        </span>
      </button>
    </span>
  );
}
