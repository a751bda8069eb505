import type {PrismTheme} from 'prism-react-renderer';

/*
 * Code colours chosen for contrast: every token colour reaches at least
 * 4.5:1 against its background (WCAG AA), which the Prism themes shipped
 * with Docusaurus do not for comments, strings and numbers.
 */

export const prismLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property'], style: {color: '#0550ae'}},
    {types: ['keyword', 'operator', 'deleted', 'important'], style: {color: '#a40e26'}},
    {types: ['function', 'class-name'], style: {color: '#6639ba'}},
    {types: ['builtin', 'variable', 'decorator'], style: {color: '#953800'}},
    {types: ['tag', 'selector', 'attr-name', 'key'], style: {color: '#116329'}},
    {types: ['punctuation'], style: {color: '#1f2328'}},
  ],
};

export const prismDark: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#9198a1', fontStyle: 'italic'},
    },
    {types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: {color: '#a5d6ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property'], style: {color: '#79c0ff'}},
    {types: ['keyword', 'operator', 'deleted', 'important'], style: {color: '#ff7b72'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['builtin', 'variable', 'decorator'], style: {color: '#ffa657'}},
    {types: ['tag', 'selector', 'attr-name', 'key'], style: {color: '#7ee787'}},
    {types: ['punctuation'], style: {color: '#e6edf3'}},
  ],
};
