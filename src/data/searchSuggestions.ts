/**
 * Queries the search modal offers when a search finds nothing. Pick terms
 * that lead to the pages people open most; each must return results (the
 * browser test checks the first one).
 */
export const searchSuggestions: string[] = ['click', 'find_colors', 'Selector', 'ESP32'];
