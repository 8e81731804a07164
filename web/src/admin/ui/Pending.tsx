/** TEMPORARY: the screen of a route that an engineer is building right now (issue 10); removed before landing. */
export function Pending({ title }: { title: string }) {
  return (
    <div className="admin-page">
      <h1 className="admin-title">{title}</h1>
      <p className="empty-state">Dieser Bereich wird gerade gebaut.</p>
    </div>
  );
}
