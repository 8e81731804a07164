/** Before an item exhibitors may be working with goes, its code is typed (a fair published now or with booths). */
export function TypedCodeField({
  code,
  value,
  onChange,
}: {
  code: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="admin-typed-code">
      <p id="typed-code-hint">
        Publiziert oder mit Ständen im Buchungssystem: Aussteller arbeiten möglicherweise gerade damit. Geben Sie zur
        Bestätigung den Code <strong>{code}</strong> ein. Gelöschtes bleibt 30 Tage im Papierkorb.
      </p>
      <label htmlFor="typed-code-input">Code zur Bestätigung</label>
      <input
        id="typed-code-input"
        type="text"
        value={value}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        aria-describedby="typed-code-hint"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
