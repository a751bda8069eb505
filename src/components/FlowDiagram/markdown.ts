import type {ListItem, PhrasingContent} from 'mdast';

import {inlineCode, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {diagrams, type DiagramLink, type DiagramStep} from '../../data/diagrams';

const linkWords: Record<DiagramLink['kind'], string> = {
  cable: 'connected to the next step by',
  radio: 'linked both ways with the next step over',
  next: '',
};

function stepItem(step: DiagramStep, link: DiagramLink | undefined): ListItem {
  const children: PhrasingContent[] = [
    {type: 'strong', children: [step.code ? inlineCode(step.title) : text(step.title)]},
    text(`: ${step.details.join('; ')}`),
  ];
  if (link?.label) {
    const details = link.details?.length ? ` (${link.details.join('; ')})` : '';
    children.push(text(`; ${linkWords[link.kind]} ${link.label}${details}`));
  }
  children.push(text('.'));
  return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
}

/** The diagram's sentence, then its steps as a list, with what joins each to the next. */
export const toMarkdown: ComponentConverter = ({props}) => {
  const id = props.diagram;
  if (typeof id !== 'string' || !(id in diagrams)) {
    throw new Error(`diagram must be one of ${Object.keys(diagrams).join(', ')}`);
  }
  const flow = diagrams[id as keyof typeof diagrams];
  return [
    {type: 'paragraph', children: [text(flow.label)]},
    {
      type: 'list',
      ordered: true,
      spread: false,
      children: flow.steps.map((step, index) => stepItem(step, flow.links[index])),
    },
  ];
};
