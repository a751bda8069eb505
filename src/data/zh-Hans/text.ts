/** Latin letters or digits at the edge of a phrase: Chinese text puts a space between them and Chinese. */
const LATIN_END = /[A-Za-z0-9)]$/;
const LATIN_START = /^[A-Za-z0-9(]/;

/** A list as a Chinese sentence writes it: "文字识别、YOLO 模型和插件商店中的插件". */
export function listText(items: string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const last = items.at(-1)!;
  const rest = items.slice(0, -1).join('、');
  return `${rest}${LATIN_END.test(rest) ? ' ' : ''}和${LATIN_START.test(last) ? ' ' : ''}${last}`;
}
