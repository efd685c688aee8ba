import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
