import {facts} from '../../data/facts';

/** Each game-coin pack as the table shows it: coins, bonus (`none` for 0), coins received. */
export function coinPackRows(none: string): string[][] {
  return facts.coins.packs.map((pack) => [
    String(pack.coins),
    pack.bonus === 0 ? none : String(pack.bonus),
    String(pack.coins + pack.bonus),
  ]);
}
