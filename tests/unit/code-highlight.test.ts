import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type Token, type TokenOutputProps} from 'prism-react-renderer';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Code, Root} from 'mdast';
import {describe, expect, it} from 'vitest';

import {highlightCode} from '../../plugins/code-highlight/highlight';
import remarkCodeTokens from '../../plugins/code-highlight/remark';
import {decodeTokenLines, plainTokenLines} from '@tapcraft/core/highlight/tokens';
import {prismDark, prismLight} from '../../src/config/prismThemes';
import {createTokenStyles} from '../../src/theme/CodeBlock/Content/tokenStyles';
import {codeLinesHtml} from '../../src/theme/CodeBlock/Content/linesHtml';

const LANGUAGES = ['bash', 'json', 'python', 'ini'];

const python = `from tapcraft.android.node import Selector

def tap(text: str) -> bool:
    """Taps the first node showing \`text\`.

    Returns False when there is none."""
    node = Selector(text=text).wait(timeout=2.5)  # seconds
    return node is not None and node.click()
`;

/** What the theme rendered before: prism-react-renderer's tokens and props, run in the browser. */
function prismReactRenderer(code: string, language: string, theme = prismLight) {
  let result: {lines: Token[][]; props: TokenOutputProps[][]} | undefined;
  renderToStaticMarkup(
    React.createElement(Highlight, {
      theme,
      code,
      language,
      children: ({tokens, getTokenProps}) => {
        result = {
          lines: tokens,
          props: tokens.map((line) => line.map((token) => getTokenProps({token}))),
        };
        return null;
      },
    }),
  );
  return result!;
}

describe('build-time code highlighting', () => {
  it('gives exactly the tokens Prism gives in the browser', () => {
    for (const [code, language] of [
      [python, 'python'],
      ['pip install tapcraft-stubs\n\necho "done" # ok', 'bash'],
      ['{\n  "plan": "VIP",\n  "devices": [1, 2]\n}', 'json'],
      ['[device]\nname = pixel', 'ini'],
    ] as const) {
      const encoded = highlightCode(code, language, LANGUAGES)!;
      expect(decodeTokenLines(encoded, code), language).toEqual(
        prismReactRenderer(code, language).lines,
      );
    }
  });

  it('styles tokens as prism-react-renderer did, in both colour modes', () => {
    for (const theme of [prismLight, prismDark]) {
      const expected = prismReactRenderer(python, 'python', theme);
      const styles = createTokenStyles(theme, 'python');
      const ours = expected.lines.map((line) => line.map((token) => styles.getTokenProps({token})));
      expect(ours).toEqual(expected.props);
    }
  });

  it('leaves out the class and style of tokens that look like plain text, and only those', () => {
    for (const theme of [prismLight, prismDark]) {
      const styles = createTokenStyles(theme, 'python');
      const tokens = prismReactRenderer(python, 'python', theme).lines.flat();
      const bare = new Set<string>();
      for (const token of tokens) {
        const full = styles.getTokenProps({token});
        const lean = styles.getLeanTokenProps({token});
        const onlyPlainColour =
          !token.empty &&
          Object.entries(full.style ?? {}).every(
            ([name, value]) => name === 'color' && value === theme.plain.color,
          );
        expect(lean, token.types.join(' ')).toEqual(
          onlyPlainColour ? {className: '', children: token.content} : full,
        );
        if (onlyPlainColour) bare.add(token.types.join(' '));
      }
      expect([...bare].sort()).toEqual(['plain', 'punctuation']);
    }
  });

  it('writes the lines as the theme’s Line and Token components rendered them', () => {
    // The reference: the elements CodeBlock/Line and our CodeBlock/Line/Token
    // gave, rendered by React; a token without class or style is bare text.
    const reactMarkup = (
      code: string,
      theme = prismLight,
      highlighted: Record<number, string[]>,
    ) => {
      const styles = createTokenStyles(theme, 'python');
      const lines = decodeTokenLines(highlightCode(code, 'python', LANGUAGES)!, code)!;
      const elements = lines.map((tokens, index) => {
        const line =
          tokens.length === 1 && tokens[0]!.content === '\n'
            ? [{...tokens[0]!, content: ''}]
            : tokens;
        const lineProps = styles.getLineProps({
          line,
          className: (highlighted[index] ?? []).join(' ') || undefined,
        });
        return React.createElement(
          'span',
          {key: index, className: lineProps.className, style: lineProps.style},
          ...line.map((token, key) => {
            const props = styles.getLeanTokenProps({token});
            return props.className || props.style
              ? React.createElement(
                  'span',
                  {key, className: props.className, style: props.style},
                  token.content,
                )
              : token.content;
          }),
          React.createElement('br'),
        );
      });
      // React writes an apostrophe as &#x27;, the shared escapeHtml as &#39;: the same character.
      const markup = renderToStaticMarkup(React.createElement(React.Fragment, null, ...elements));
      return {
        react: markup.replaceAll('&#x27;', '&#39;'),
        ours: codeLinesHtml(lines, styles, highlighted, undefined),
      };
    };
    const withQuotes = `${python}\nprint('<b>&"quoted"</b>')\n\n`;
    for (const theme of [prismLight, prismDark]) {
      const {react, ours} = reactMarkup(withQuotes, theme, {
        2: ['theme-code-block-highlighted-line'],
      });
      expect(ours).toBe(react);
    }
  });

  it('shows markup in code as text, never as elements', () => {
    const code = '</code><script>alert(1)</script><img src=x onerror="alert(2)">';
    const styles = createTokenStyles(prismLight, 'text');
    const html = codeLinesHtml(plainTokenLines(code), styles, {}, undefined);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('numbers lines with the theme’s line-number cells', () => {
    const styles = createTokenStyles(prismLight, 'text');
    const classes = {codeLine: 'line', codeLineNumber: 'number', codeLineContent: 'content'};
    expect(codeLinesHtml(plainTokenLines('a\n\nb'), styles, {}, classes)).toBe(
      ['a', '', 'b']
        .map((text) => {
          const content =
            text === '' ? '<span class="token plain" style="display:inline-block"></span>' : text;
          return `<span class="token-line line" style="color:${prismLight.plain.color}"><span class="number"></span><span class="content">${content}</span><br/></span>`;
        })
        .join(''),
    );
  });

  it('leaves code in a language without a grammar to render as plain text', () => {
    expect(highlightCode('just text', 'text', LANGUAGES)).toBeUndefined();
    expect(highlightCode('just text', undefined, LANGUAGES)).toBeUndefined();
    expect(plainTokenLines('a\n\nb')).toEqual(prismReactRenderer('a\n\nb', 'text').lines);
  });

  it('skips the lines a magic comment removes, so the tokens fit the code shown', () => {
    const encoded = highlightCode('x = 1\n# highlight-next-line\ny = 2', 'python', LANGUAGES)!;
    expect(decodeTokenLines(encoded, 'x = 1\ny = 2')).toEqual(
      prismReactRenderer('x = 1\ny = 2', 'python').lines,
    );
  });

  it('refuses tokens that do not fit the code, rather than garbling it', () => {
    const encoded = highlightCode('x = 1', 'python', LANGUAGES)!;
    expect(decodeTokenLines(encoded, 'x = 10')).toBeNull();
    expect(decodeTokenLines(encoded, 'x = 1\ny = 2')).toBeNull();
    expect(decodeTokenLines('not json', 'x = 1')).toBeNull();
  });

  it('hands the tokens to the <code> element of each fenced block', () => {
    const tree = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .parse('```python title="main.py"\nprint("hi")\n```\n\n```text\nplain\n```\n') as Root;
    unified().use(remarkCodeTokens, {additionalLanguages: LANGUAGES}).runSync(tree);
    const [python, text] = tree.children as Code[];
    expect(python!.data?.hProperties?.tokens).toEqual(
      highlightCode('print("hi")', 'python', LANGUAGES),
    );
    expect(text!.data?.hProperties).toBeUndefined();
  });
});
