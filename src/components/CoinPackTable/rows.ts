import {facts} from '../../data/facts';

export const coinPackHeader = ['pack', 'bonus coins', 'coins you receive'];

/** Each game-coin pack as the table shows it: coins, bonus ("none" for 0), coins received. */
export const coinPackRows: string[][] = facts.coins.packs.map((pack) => [
  String(pack.coins),
  pack.bonus === 0 ? 'none' : String(pack.bonus),
  String(pack.coins + pack.bonus),
]);
