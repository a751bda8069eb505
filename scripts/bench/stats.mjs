/**
 * The median of `numbers` (the mean of the two middle ones for an even count).
 *
 * @param {readonly number[]} numbers
 * @returns {number}
 */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The `p`th percentile of `numbers` by nearest rank: a value the list holds.
 *
 * @param {readonly number[]} numbers
 * @param {number} p
 * @returns {number}
 */
export function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `median (min–max)` of `numbers`, each with `digits` decimals: a timing and
 * how much it swung over the runs.
 *
 * @param {readonly number[]} numbers
 * @param {number} [digits]
 * @returns {string}
 */
export function spread(numbers, digits = 1) {
  const fixed = (number) => number.toFixed(digits);
  return `${fixed(median(numbers))} (${fixed(Math.min(...numbers))}–${fixed(Math.max(...numbers))})`;
}
