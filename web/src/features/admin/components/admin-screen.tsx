import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { adminPaths } from '../admin-paths';
import { ComingSoon } from './coming-soon';

/** An admin screen: its title, a way back, and its content (a placeholder until it is built). */
export function AdminScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-screen">
      <p>
        <Link to={adminPaths.dashboard}>← Tillbaka till Admin Dashboard</Link>
      </p>
      <h1>{title}</h1>
      {children ?? <ComingSoon what={title} />}
    </div>
  );
}
