import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {milestones, timelineHeader, timelineRow} from './milestones';

export const toMarkdown: ComponentConverter = ({props}) => {
  const versions = props.versions;
  if (!Array.isArray(versions) || !versions.every((v) => typeof v === 'string')) {
    throw new Error(
      "versions must be a list of release versions, such as versions={['1.0', '2.0']}",
    );
  }
  return [table(timelineHeader, milestones(versions).map(timelineRow))];
};
