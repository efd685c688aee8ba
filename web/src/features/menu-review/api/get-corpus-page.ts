import { useMutation } from '@tanstack/react-query';
import type { CorpusPageExport } from '@lunch/shared';
import { api } from '../../../lib/api-client';

/** GET /api/admin/menu-reviews/{id}/corpus-page → the page text and its labelled expectation (409 not_published unless the review was published). */
export const getCorpusPage = (id: string) => api.get<CorpusPageExport>(`/api/admin/menu-reviews/${encodeURIComponent(id)}/corpus-page`);

/** Saves the answer as a JSON file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportCorpusPage() {
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const page = await getCorpusPage(id);
      downloadJson(fileName, page);
      return page;
    },
  });
}
