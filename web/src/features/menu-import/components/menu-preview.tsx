import type { ImportMenu } from '../lib/parse-menu-json';

/** Step 3: the parsed menus as they will be posted. */
export function MenuPreview({ menus }: { menus: ImportMenu[] }) {
  return (
    <div className="menu-import__preview" role="region" aria-label="Preview" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Valid</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {menus.map((menu, index) => (
            <tr key={index}>
              <td data-label="#">{index + 1}</td>
              <td data-label="Name">
                <div>
                  <strong>{menu.name}</strong>
                  {menu.description && <span className="menu-import__description">{menu.description}</span>}
                </div>
              </td>
              <td data-label="Price" className="menu-import__price">{menu.price} kr</td>
              <td data-label="Valid" className="menu-import__dates">{menu.validFrom === menu.validTo ? menu.validFrom : `${menu.validFrom} – ${menu.validTo}`}</td>
              <td data-label="Tags">{[...menu.tags, ...menu.allergies, ...menu.availability].join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
