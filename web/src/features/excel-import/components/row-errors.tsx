import type { UploadHistoryEntry } from '@lunch/shared';

/** An import's rows that could not be used ('Row 3: name is missing'), folded unless `open`. */
export function RowErrors({ entry, open = false }: { entry: UploadHistoryEntry; open?: boolean }) {
  if (!entry.errors || entry.errors.length === 0) return null;
  const total = entry.errorCount ?? entry.errors.length;
  return (
    <details className="excel-import__errors" open={open}>
      <summary>
        {total} row{total === 1 ? '' : 's'} with errors
      </summary>
      <ul>
        {entry.errors.map((e) => (
          <li key={`${e.row}-${e.message}`}>
            Row {e.row}: {e.message}
          </li>
        ))}
      </ul>
      {total > entry.errors.length && <p>… and {total - entry.errors.length} more</p>}
    </details>
  );
}
