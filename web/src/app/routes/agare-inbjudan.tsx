import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AcceptInviteResponse } from '@lunch/shared';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser, setCurrentUser } from '../../features/auth/api/get-current-user';
import { logOutAndReload } from '../../features/auth/api/logout';
import { InviteAcceptance } from '../../features/owner-invite/components/invite-acceptance';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { noteSignedInUser } from '../../lib/unauthorized';
import { QueryProvider } from '../../lib/query-provider';

/** /agare/inbjudan/{token}: accepting an invitation; the new owner lands in their week editor. */
export default function OwnerInviteRoute() {
  useDocumentTitle('Inbjudan för restaurangägare');
  const { token = '' } = useParams();
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const onAccepted = useCallback(
    ({ user: owner }: AcceptInviteResponse) => {
      noteSignedInUser();
      setCurrentUser(owner);
      navigate(paths.owner.getHref());
    },
    [navigate],
  );
  return (
    <div className="container page">
      {isPending ? (
        <Spinner className="spinner--block" />
      ) : (
        <QueryProvider>
          <InviteAcceptance token={token} user={user ?? null} onAccepted={onAccepted} onLogOut={logOutAndReload} />
        </QueryProvider>
      )}
    </div>
  );
}
