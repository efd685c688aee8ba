import { Link } from 'react-router-dom';
import { adminPaths } from '../admin-paths';
import { ComingSoon } from './coming-soon';

/** A not-yet-built admin screen: its title, a way back, and a placeholder. */
export function AdminScreen({ title }: { title: string }) {
  return (
    <div className="admin-screen">
      <p>
        <Link to={adminPaths.dashboard}>← Tillbaka till Admin Dashboard</Link>
      </p>
      <h1>{title}</h1>
      <ComingSoon what={title} />
    </div>
  );
}
