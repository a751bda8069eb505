import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {milestones, timelineRow} from './milestones';

export const toMarkdown: ComponentConverter = ({props}, {locale, translate}) => {
  const versions = props.versions;
  if (!Array.isArray(versions) || !versions.every((v) => typeof v === 'string')) {
    throw new Error(
      "versions must be a list of release versions, such as versions={['1.0', '2.0']}",
    );
  }
  return [
    table(
      [
        translate({id: 'tapcraft.releaseTimeline.year', message: 'year'}),
        translate({id: 'tapcraft.releaseTimeline.release', message: 'release'}),
        translate({id: 'tapcraft.releaseTimeline.added', message: 'what it added'}),
      ],
      milestones(versions, locale).map((release) => timelineRow(release, locale)),
    ),
  ];
};
