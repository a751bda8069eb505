import {Fragment, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import FactTable from '@site/src/components/FactTable';
import {packageRows, type PackageLabels, type PartCell} from './rows';

/** The table's labels in the page's language; the Markdown twin (markdown.ts) writes the same ones. */
function labels(): PackageLabels {
  return {
    part: translate({id: 'tapcraft.packageContents.part', message: 'part of the project'}),
    inPackage: translate({id: 'tapcraft.packageContents.inPackage', message: 'in the package'}),
    open: translate({id: 'tapcraft.packageContents.open', message: ' ('}),
    separator: translate({id: 'tapcraft.packageContents.separator', message: ', '}),
    close: translate({id: 'tapcraft.packageContents.close', message: ')'}),
  };
}

function PartOfProject({part, files, words}: PartCell & {words: PackageLabels}): ReactNode {
  if (files.length === 0) return part;
  return (
    <>
      {part}
      {words.open}
      {files.map((file, index) => (
        <Fragment key={file}>
          {index > 0 && words.separator}
          <code>{file}</code>
        </Fragment>
      ))}
      {words.close}
    </>
  );
}

/** What a `.tcpk` package holds, from `facts.project.packageContents`. */
export default function PackageContents(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const words = labels();
  return (
    <FactTable
      header={[words.part, words.inPackage]}
      rows={packageRows(i18n.currentLocale).map(([cell, inPackage]) => [
        <PartOfProject {...cell} words={words} />,
        inPackage,
      ])}
    />
  );
}
