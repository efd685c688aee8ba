import { useSyncExternalStore } from 'react';

/**
 * Toasts (spec section 9): at most one visible at a time, shown 5000 ms by default; a dismissed toast
 * is removed after 1,000,000 ms (it is hidden at once; the long delay only clears it from memory).
 */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'success' | 'error';
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function setToasts(next: Toast[]) {
  toasts = next;
  emit();
}

export function dismissToast(id: number) {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function showToast(toast: Omit<Toast, 'id' | 'open'>): number {
  const id = nextId++;
  setToasts([{ ...toast, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export const toastSuccess = (description: string) => showToast({ title: 'Framgång', description, variant: 'success' });
export const toastError = (description: string, title = 'Fel') => showToast({ title, description, variant: 'error' });

/** The toasts right now (open and recently dismissed). */
export const currentToasts = (): Toast[] => toasts;

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentToasts,
  );
}
