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
