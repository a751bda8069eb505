import {Fragment, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import FactTable from '@site/src/components/FactTable';
import {punctuationOf, type Punctuation} from '@site/src/data/localize';
import {packageRows, type PartCell} from './rows';

function PartOfProject({part, files, marks}: PartCell & {marks: Punctuation}): ReactNode {
  if (files.length === 0) return part;
  return (
    <>
      {part}
      {marks.open}
      {files.map((file, index) => (
        <Fragment key={file}>
          {index > 0 && marks.enumeration}
          <code>{file}</code>
        </Fragment>
      ))}
      {marks.close}
    </>
  );
}

/** What a `.tcpk` package holds, from `facts.project.packageContents`. */
export default function PackageContents(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const marks = punctuationOf(i18n.currentLocale);
  const header = [
    translate({id: 'tapcraft.packageContents.part', message: 'part of the project'}),
    translate({id: 'tapcraft.packageContents.inPackage', message: 'in the package'}),
  ];
  return (
    <FactTable
      header={header}
      rows={packageRows(i18n.currentLocale).map(([cell, inPackage]) => [
        <PartOfProject {...cell} marks={marks} />,
        inPackage,
      ])}
    />
  );
}
