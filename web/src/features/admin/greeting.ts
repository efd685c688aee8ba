import type { AuthUser } from '@lunch/shared';

/** Spec: greet by first name, else e-mail, else username, else "Admin". */
export function greetingName(user: Pick<AuthUser, 'firstName' | 'email' | 'username'> | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || user?.username?.trim() || 'Admin';
}
