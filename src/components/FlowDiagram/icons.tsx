import type {ReactNode} from 'react';

import type {DiagramIcon} from '@site/src/data/diagrams';

/** Line drawings on a 24 px grid, stroked in the text colour of their box. */
const paths: Record<DiagramIcon, ReactNode> = {
  power: <path d="M13 2 5 13.5h6L10 22l9-12h-6l1-8z" />,
  board: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <rect x="8" y="9" width="6" height="6" rx="1" />
      <circle cx="17.5" cy="9" r="1.2" />
      <path d="M1 10.5v3" />
    </>
  ),
  phone: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M10.5 5h3M11 18.5h2" />
    </>
  ),
};

export function Icon({name, className}: {name: DiagramIcon; className: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}
