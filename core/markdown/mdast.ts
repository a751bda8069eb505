import type {PhrasingContent, Table} from 'mdast';

/**
 * Small builders for the mdast that component converters return, so each
 * converter states its rows and cells instead of node shapes.
 */

/** A text node; its characters are escaped when written, never read as Markdown. */
export const text = (value: string): PhrasingContent => ({type: 'text', value});

/** `code`, as one inline code node. */
export const inlineCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** A cell is a string (plain text) or phrasing nodes. */
export type Cell = string | PhrasingContent[];

/** A GFM table: the header row first, then one row per item. */
export function table(header: string[], rows: Cell[][]): Table {
  const cell = (content: Cell) => ({
    type: 'tableCell' as const,
    children: typeof content === 'string' ? [text(content)] : content,
  });
  return {
    type: 'table',
    children: [header, ...rows].map((cells) => ({type: 'tableRow', children: cells.map(cell)})),
  };
}
