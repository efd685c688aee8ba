import { useRoutes, type RouteObject } from 'react-router-dom';
import { AdminOnly, SignedInGuard } from '../admin/admin-guard';
import { AdminDashboard } from '../admin/admin-dashboard';
import { AdminScreen } from '../../features/admin/components/admin-screen';
import { MapsImport } from '../../features/maps-import/components/maps-import';
import { MonitoringScreen } from '../../features/monitoring/components/monitoring-screen';
import { WorkflowScreen } from '../../features/workflow/components/workflow-screen';
import { WeeklyValidationScreen } from '../../features/weekly-validation/components/weekly-validation-screen';
import { ComparisonScreen } from '../../features/comparison/components/comparison-screen';
import { MenuReviewPage } from '../../features/menu-review/components/menu-review-screen';
import { isAdmin } from '../../features/admin/access';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryProvider } from '../../lib/query-provider';
import { adminChildPath, paths } from '../../config/paths';
import '../../features/admin/admin.css';

/**
 * The admin area: one lazily loaded chunk, never part of the public pages' JavaScript. Any signed-in
 * user reaches the dashboard (their to-do board lives there); the admin screens are for role admin.
 */
export default function AdminRoute() {
  const { data: user } = useCurrentUser();
  useDocumentTitle(user && !isAdmin(user.role) ? 'Att-göra lista' : 'Admin Dashboard');
  return (
    <QueryProvider>
      <AdminArea />
    </QueryProvider>
  );
}

const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboard /> },
  { path: adminChildPath(paths.adminMonitoring), element: <AdminOnly><AdminScreen title="System Monitoring"><MonitoringScreen /></AdminScreen></AdminOnly> },
  { path: adminChildPath(paths.adminWorkflow), element: <AdminOnly><AdminScreen title="Workflow management"><WorkflowScreen /></AdminScreen></AdminOnly> },
  { path: adminChildPath(paths.adminWeeklyValidation), element: <AdminOnly><AdminScreen title="Veckomeny Validering"><WeeklyValidationScreen /></AdminScreen></AdminOnly> },
  { path: adminChildPath(paths.adminComparison), element: <AdminOnly><AdminScreen title="Menu Comparison"><ComparisonScreen /></AdminScreen></AdminOnly> },
  { path: adminChildPath(paths.adminGmapsImport), element: <AdminOnly><AdminScreen title="Google Maps Import"><MapsImport /></AdminScreen></AdminOnly> },
  { path: adminChildPath(paths.adminMenuReview), element: <AdminOnly><AdminScreen title="Granskning av menyer"><MenuReviewPage /></AdminScreen></AdminOnly> },
  { path: '*', element: <p>404 Page Not Found</p> },
];

function AdminArea() {
  return <SignedInGuard>{useRoutes(adminRoutes)}</SignedInGuard>;
}
