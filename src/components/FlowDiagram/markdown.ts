import type {ListItem, PhrasingContent} from 'mdast';

import {inlineCode, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter, MarkdownContext} from '@tapcraft/core/markdown/converter';
import {diagrams, type DiagramLink, type DiagramStep} from '../../data/diagrams';
import {inLocale, punctuationOf} from '../../data/localize';
import {diagrams as chineseDiagrams} from '../../data/zh-Hans/diagrams';

/** What joins a step to the next, as the page's screen-reader text says it. */
function linkPhrase({kind, label, details}: DiagramLink, context: MarkdownContext): string {
  const marks = punctuationOf(context.locale);
  const link = details?.length
    ? `${label}${marks.open}${details.join(marks.separator)}${marks.close}`
    : label;
  return kind === 'radio'
    ? context.translate(
        {
          id: 'tapcraft.flowDiagram.radio',
          message: 'linked both ways with the next step over {link}',
        },
        {link},
      )
    : context.translate(
        {id: 'tapcraft.flowDiagram.cable', message: 'connected to the next step by {link}'},
        {link},
      );
}

function stepItem(
  step: DiagramStep,
  link: DiagramLink | undefined,
  context: MarkdownContext,
): ListItem {
  const marks = punctuationOf(context.locale);
  const children: PhrasingContent[] = [
    {type: 'strong', children: [step.code ? inlineCode(step.title) : text(step.title)]},
    text(`${marks.colon}${step.details.join(marks.separator)}`),
  ];
  if (link?.label) children.push(text(`${marks.separator}${linkPhrase(link, context)}`));
  children.push(text(marks.period));
  return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
}

/** The diagram's sentence, then its steps as a list, with what joins each to the next. */
export const toMarkdown: ComponentConverter = ({props}, context) => {
  const id = props.diagram;
  if (typeof id !== 'string' || !(id in diagrams)) {
    throw new Error(`diagram must be one of ${Object.keys(diagrams).join(', ')}`);
  }
  const flow = inLocale(context.locale, diagrams, {'zh-Hans': chineseDiagrams})[
    id as keyof typeof diagrams
  ];
  return [
    {type: 'paragraph', children: [text(flow.label)]},
    {
      type: 'list',
      ordered: true,
      spread: false,
      children: flow.steps.map((step, index) => stepItem(step, flow.links[index], context)),
    },
  ];
};
