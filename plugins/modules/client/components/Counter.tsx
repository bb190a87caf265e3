import { Link } from 'react-router-dom';

/**
 * One counter row of the Module Summary statistics (spec 002 §3 counts): its label and figure,
 * a link when the spec gives the counter a screen. Absent figures (an area that is off) show no row.
 */
export function Counter({
  label,
  value,
  to,
  state,
}: {
  label: string;
  value: number | string | null | undefined;
  to?: string;
  state?: unknown;
}) {
  if (value === undefined) return null;
  const figure = <span className="mod-counter-value">{value ?? 0}</span>;
  return (
    <li className="mod-counter">
      {to ? (
        <Link to={to} state={state}>
          <span className="mod-counter-label">{label}</span>
          {figure}
        </Link>
      ) : (
        <span className="mod-counter-static">
          <span className="mod-counter-label">{label}</span>
          {figure}
        </span>
      )}
    </li>
  );
}
