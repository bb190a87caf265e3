import { Tag, type TagProps } from '@blueprintjs/core';

/**
 * The tag of a data label (a status, a role): it shows its whole text in every language
 * (issue 27). Blueprint's Tag cuts its text with an ellipsis and shrinks in a crowded row, which
 * left one character of a Chinese status; this one keeps its content's width up to its
 * container's (academic.css) and wraps beyond that (`multiline`).
 */
export function LabelTag({ className, ...props }: TagProps) {
  return (
    <Tag minimal round multiline {...props} className={className ? `wil-label-tag ${className}` : 'wil-label-tag'} />
  );
}
