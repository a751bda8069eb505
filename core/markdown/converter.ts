import type {PhrasingContent, RootContent} from 'mdast';

import type {ApiModel} from '../api/model';

/**
 * The contract between the Markdown converter and the converters of
 * components: `src/components/<Name>/markdown.ts` exports `toMarkdown`, a
 * `ComponentConverter` that turns one use of the component into Markdown,
 * reading the same typed data as the component.
 */

/** One use of a component on a page. */
export type MarkdownElement = {
  /** The props as the page passes them, evaluated. */
  props: Record<string, unknown>;
  /** The element's children, already converted. */
  children: RootContent[];
  /** True inside a paragraph: the result must be phrasing content. */
  inline: boolean;
};

/** A label as `translate()` takes it in the browser: its id in `code.json` and its English text. */
export type LabelMessage = {id: string; message: string};

export type MarkdownContext = {
  /** The page's locale (`en`, `zh-Hans`): components write the data and labels of its language. */
  locale: string;
  /**
   * A label in the page's language, as `translate()` from `@docusaurus/Translate`
   * gives it on the page: the locale's `code.json` message, else the English;
   * `{name}` placeholders are filled from `values`.
   */
  translate(label: LabelMessage, values?: Record<string, string | number>): string;
  /** The API model, for components that render it. */
  model?: ApiModel;
  /** The title of every doc by the path it is served at (`docTitlesByPath`), for components that link pages by their title. */
  docTitles?: ReadonlyMap<string, string>;
  /** The page as a visitor opens it (its HTML URL), for components that only a browser can run. */
  pageUrl: string;
  /** Depth of the heading the element sits under (0 before the first one). */
  headingDepth: number;
  /** Markdown as mdast, for text the data holds as Markdown (summaries, descriptions). */
  parse(markdown: string): RootContent[];
  /** Inline Markdown as phrasing content. */
  parseInline(markdown: string): PhrasingContent[];
};

/**
 * Returns Markdown text, or mdast nodes when the output holds text that must
 * not be read as Markdown. Links may be written as the page would write them
 * (`/docs/…`, `#anchor`, `pathname:///…`): the converter makes them absolute.
 * Throws an Error with a message for the writer when the props are wrong.
 */
export type ComponentConverter = (
  element: MarkdownElement,
  context: MarkdownContext,
) => string | RootContent[];
