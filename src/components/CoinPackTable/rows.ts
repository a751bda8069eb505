import {facts} from '../../data/facts';

/** Each game-coin pack as the table shows it: coins, bonus ("none" for 0), coins received. */
export const coinPackRows = facts.coins.packs.map((pack) => ({
  coins: String(pack.coins),
  bonus: pack.bonus === 0 ? 'none' : String(pack.bonus),
  received: String(pack.coins + pack.bonus),
}));

export const coinPackHeader = ['pack', 'bonus coins', 'coins you receive'];
