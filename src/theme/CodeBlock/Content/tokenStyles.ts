import {createContext, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import type {CodeToken} from '@site/plugins/code-highlight/tokens';

/** The encoded tokens of the code block being rendered, from its MDX `tokens` prop. */
export const CodeTokensContext = createContext<string | undefined>(undefined);

type TokenStyles = {
  root: CSSProperties;
  getLineProps(input: LineInputProps): LineOutputProps;
  getTokenProps(input: TokenInputProps): TokenOutputProps;
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

  return {
    root: theme.plain as CSSProperties,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(token), ...style} : tokenStyle(token),
    }),
  };
}
