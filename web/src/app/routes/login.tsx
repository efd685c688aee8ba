import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryProvider } from '../../lib/query-provider';

export default function LoginRoute() {
  useDocumentTitle('Logga in');
  return (
    <QueryProvider>
      <LoginForm />
    </QueryProvider>
  );
}
