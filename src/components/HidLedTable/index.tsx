import type {ReactNode} from 'react';

import {facts} from '@site/src/data/facts';

/** What each light of the HID board's LED means, from the facts module. */
export default function HidLedTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">LED</th>
          <th scope="col">meaning</th>
        </tr>
      </thead>
      <tbody>
        {facts.hid.ledStates.map((state) => (
          <tr key={state.light}>
            <td>{state.light}</td>
            <td>{state.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
