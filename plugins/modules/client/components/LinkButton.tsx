import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

/** A button that is a link (opens in a new tab too), navigating inside the app on a plain click. */
export function LinkButton({ to, ...props }: AnchorButtonProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <AnchorButton
      {...props}
      href={to}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
