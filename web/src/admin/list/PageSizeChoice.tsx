import { observer } from 'mobx-react-lite';

/** How many entries one page of an admin list shows; a new size starts again at page 1. */
export const PageSizeChoice = observer(function PageSizeChoice({
  sizes,
  store,
}: {
  sizes: readonly number[];
  store: { readonly pageSize: number; choosePageSize(size: number): void };
}) {
  return (
    <div className="admin-page-size">
      <label htmlFor="admin-page-size">Einträge pro Seite</label>
      <select
        id="admin-page-size"
        value={store.pageSize}
        onChange={(event) => store.choosePageSize(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
});
