import type {ReactNode} from 'react';

/**
 * A plain table of facts: a header row, then one row of cells per item. The
 * fact-table components (coin packs, LED states, releases) give
 * it their rows, the same ones their Markdown twins write.
 */
export default function FactTable({
  header,
  rows,
}: {
  header: string[];
  rows: ReactNode[][];
}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          {header.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          // Fixed data in a fixed order: the position is a stable key.
          <tr key={row}>
            {cells.map((cell, column) => (
              <td key={header[column]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
