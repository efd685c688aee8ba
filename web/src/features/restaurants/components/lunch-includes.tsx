/** What is included with the lunch ("Ingår i lunchen"), as chips. */
export function LunchIncludes({ includes }: { includes: readonly string[] | undefined }) {
  const items = (includes ?? []).map((i) => i.trim()).filter(Boolean);
  if (items.length === 0) return null;
  return (
    <div className="includes">
      <span className="includes__label">Ingår i lunchen:</span>
      <ul className="chips">
        {items.map((item) => (
          <li key={item} className="chip">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
