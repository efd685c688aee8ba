/** Placeholder for admin screens and tabs that later work fills in. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <div className="admin-coming-soon">
      <h2>{what}</h2>
      <p>Den här delen av administrationen byggs härnäst.</p>
    </div>
  );
}
