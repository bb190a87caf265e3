import { Button, ButtonGroup, type IconName } from '@blueprintjs/core';

/** A pair of step buttons around what they step through (a page, a slide, a zoom). */
export function StepButtons({
  value,
  canBack,
  canForward,
  onStep,
  icons = ['chevron-left', 'chevron-right'],
  labels,
  live,
}: {
  value: string;
  canBack: boolean;
  canForward: boolean;
  onStep: (by: -1 | 1) => void;
  icons?: [IconName, IconName];
  /** The buttons' accessible names: back, forward. */
  labels: [string, string];
  /** Announce the value when it changes (a page number, not a zoom). */
  live?: boolean;
}) {
  return (
    <ButtonGroup>
      <Button icon={icons[0]} disabled={!canBack} onClick={() => onStep(-1)} aria-label={labels[0]} />
      <span className="kd-pdf-page" aria-live={live ? 'polite' : undefined}>
        {value}
      </span>
      <Button icon={icons[1]} disabled={!canForward} onClick={() => onStep(1)} aria-label={labels[1]} />
    </ButtonGroup>
  );
}
