import { Link } from 'react-router-dom';

/** A home card's heading with its 'See all' link. */
export function HomeCardHead({ id, title, seeAll, to }: { id: string; title: string; seeAll: string; to: string }) {
  return (
    <div className="home-card-head">
      <h2 id={id}>{title}</h2>
      <Link to={to}>{seeAll}</Link>
    </div>
  );
}
