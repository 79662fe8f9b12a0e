/** An on/off switch: a real button with role="switch", so Space/Enter toggle it and screen readers announce its state. */
export function Switch(props: {
  checked: boolean;
  label: string;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      class="switch"
      aria-checked={props.checked}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      data-testid={props.testId}
      onClick={() => props.onChange(!props.checked)}
    >
      <span class="switch-track" aria-hidden="true">
        <span class="switch-thumb" />
      </span>
      <span class="switch-label">{props.label}</span>
      <span class="switch-state" aria-hidden="true">
        {props.checked ? 'On' : 'Off'}
      </span>
    </button>
  );
}
