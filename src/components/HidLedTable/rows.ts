import {facts} from '../../data/facts';

export const ledHeader = ['LED', 'meaning'];

/** Each light of the HID board's LED and what it means. */
export const ledRows: string[][] = facts.hid.ledStates.map((state) => [state.light, state.meaning]);
