import { Route, Routes } from 'react-router-dom';
import { AdminGuard } from '../../features/admin/components/admin-guard';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { AdminScreen } from '../../features/admin/components/admin-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../features/admin/admin.css';

/** The admin area: one lazily loaded chunk, never part of the public pages' JavaScript. */
export default function AdminRoute() {
  useDocumentTitle('Admin Dashboard');
  return (
    <AdminGuard>
      <Routes>
        <Route index element={<AdminDashboard />} />
        <Route path="monitoring" element={<AdminScreen title="System Monitoring" />} />
        <Route path="workflow" element={<AdminScreen title="Workflow management" />} />
        <Route path="weekly-validation" element={<AdminScreen title="Veckomeny Validering" />} />
        <Route path="comparison" element={<AdminScreen title="Menu Comparison" />} />
        <Route path="gmaps-import" element={<AdminScreen title="Google Maps Import" />} />
        <Route path="*" element={<p>404 Page Not Found</p>} />
      </Routes>
    </AdminGuard>
  );
}
