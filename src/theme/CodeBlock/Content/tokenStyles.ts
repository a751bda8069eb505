import {createContext, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import type {CodeToken} from '@tapcraft/core/highlight/tokens';

/** The encoded tokens of the code block being rendered, from its MDX `tokens` prop. */
export const CodeTokensContext = createContext<string | undefined>(undefined);

export type TokenStyles = {
  root: CSSProperties;
  getLineProps(input: LineInputProps): LineOutputProps;
  getTokenProps(input: TokenInputProps): TokenOutputProps;
  /**
   * `getTokenProps` without the class and style of a token that looks like
   * the text around it (plain, or in the plain colour only): it renders as
   * bare text (linesHtml.ts). About a third of the elements of a
   * page of API reference were such spans, each one hydrated and laid out.
   */
  getLeanTokenProps(input: TokenInputProps): TokenOutputProps;
};

const INLINE_BLOCK: CSSProperties = {display: 'inline-block'};

/**
 * Inline styles for the Prism theme of the current colour mode, giving the
 * same markup prism-react-renderer gives: a token takes the merged styles of
 * all its types, lines take the plain colour, and a token standing for an
 * empty line keeps its height.
 */
export function createTokenStyles(theme: PrismTheme, language: string): TokenStyles {
  const byType = new Map<string, CSSProperties>();
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType.set(type, {...byType.get(type), ...(style as CSSProperties)});
  }
  const plain = {...theme.plain, backgroundColor: undefined} as CSSProperties;
  byType.set('plain', plain);

  const tokenStyle = ({types, empty}: CodeToken): CSSProperties | undefined => {
    if (types.length === 1 && types[0] === 'plain') return empty ? INLINE_BLOCK : undefined;
    if (types.length === 1 && empty) return byType.get(types[0]!);
    return Object.assign({}, empty ? INLINE_BLOCK : {}, ...types.map((type) => byType.get(type)));
  };

  // Per list of token types: whether its style is at most the plain colour.
  const plainLooking = new Map<string, boolean>();
  const looksPlain = (token: CodeToken): boolean => {
    if (token.empty) return false;
    const types = token.types.join(' ');
    let answer = plainLooking.get(types);
    if (answer === undefined) {
      const style: CSSProperties = tokenStyle(token) ?? {};
      const {color = plain.color, ...others} = style;
      answer = color === plain.color && Object.values(others).every((value) => value === undefined);
      plainLooking.set(types, answer);
    }
    return answer;
  };

  const getTokenProps = ({
    token,
    className,
    style,
    ...rest
  }: TokenInputProps): TokenOutputProps => ({
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: style ? {...tokenStyle(token), ...style} : tokenStyle(token),
  });

  return {
    root: theme.plain as CSSProperties,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...plain, ...style},
    }),
    getTokenProps,
    getLeanTokenProps: (input) =>
      !input.className && !input.style && looksPlain(input.token)
        ? {className: '', children: input.token.content}
        : getTokenProps(input),
  };
}
