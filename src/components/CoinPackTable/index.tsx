import type {ReactNode} from 'react';

import {coinPackHeader, coinPackRows} from './rows';

/** The game-coin packs with their bonus and the coins a buyer receives, from the facts module. */
export default function CoinPackTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          {coinPackHeader.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {coinPackRows.map((pack) => (
          <tr key={pack.coins}>
            <td>{pack.coins}</td>
            <td>{pack.bonus}</td>
            <td>{pack.received}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
