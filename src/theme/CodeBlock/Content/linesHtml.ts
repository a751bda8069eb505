import type {CSSProperties} from 'react';

import {escapeHtml} from '@tapcraft/core/escapeHtml';
import type {CodeToken} from '@tapcraft/core/highlight/tokens';
import type {TokenStyles} from './tokenStyles';

/**
 * A React style object as a `style` attribute, as React writes it. Prism
 * themes hold colours, keywords and unitless numbers (opacity, font weight),
 * so no value needs a unit added.
 */
function styleAttribute(style: CSSProperties | undefined): string {
  const declarations = Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`);
  return declarations.length > 0 ? ` style="${escapeHtml(declarations.join(';'))}"` : '';
}

function element(tag: string, className: string | undefined, style: CSSProperties | undefined) {
  const classes = className ? ` class="${escapeHtml(className)}"` : '';
  return `<${tag}${classes}${styleAttribute(style)}>`;
}

/** The line-number classes of `lineStyles.module.css` (the theme's CodeBlock/Line styles). */
export type LineNumberClasses = {codeLine: string; codeLineNumber: string; codeLineContent: string};

/**
 * The lines of a code block as HTML: the markup the theme's CodeBlock/Line
 * and our former CodeBlock/Line/Token rendered, one `<span
 * class="token-line">` per line ending in `<br/>`, with tokens that look like
 * plain text as bare text.
 * CodeBlock/Content sets it as the `<code>` element's inner HTML, so a block
 * is two React elements instead of one or more per line and token (about
 * 4,000 of the 7,900 an API reference page hydrated).
 */
export function codeLinesHtml(
  lines: CodeToken[][],
  styles: TokenStyles,
  lineClassNames: Record<number, string[]>,
  lineNumbers: LineNumberClasses | undefined,
): string {
  let html = '';
  lines.forEach((tokens, index) => {
    // A line holding only its newline shows as empty: the <br/> ends it.
    const line =
      tokens.length === 1 && tokens[0]!.content === '\n' ? [{...tokens[0]!, content: ''}] : tokens;
    const classNames = [
      ...(lineClassNames[index] ?? []),
      ...(lineNumbers ? [lineNumbers.codeLine] : []),
    ];
    const lineProps = styles.getLineProps({line, className: classNames.join(' ') || undefined});
    let content = '';
    for (const token of line) {
      const props = styles.getLeanTokenProps({token});
      const text = escapeHtml(token.content);
      content +=
        props.className || props.style
          ? `${element('span', props.className, props.style)}${text}</span>`
          : text;
    }
    if (lineNumbers) {
      content = `${element('span', lineNumbers.codeLineNumber, undefined)}</span>${element('span', lineNumbers.codeLineContent, undefined)}${content}</span>`;
    }
    html += `${element('span', lineProps.className, lineProps.style)}${content}<br/></span>`;
  });
  return html;
}
