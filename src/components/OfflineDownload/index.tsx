import {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {SIZE_FILE, type OfflineGlobalData} from '@tapcraft/core/offline/files';
import type {PanelProps} from './Panel';
import styles from './styles.module.css';

/**
 * "Download for offline", at the foot of the docs sidebar (src/theme/DocSidebar):
 * it saves every docs page of the reader's locale, with what the pages
 * need, for reading without a connection (plugins/offline). Only this button
 * is in the page's bundle; the panel with the size, the progress and the
 * removal loads on the first click. Without the plugin's data (the offline
 * docs switched off, or `npm start`), it renders nothing.
 */
export default function OfflineDownload(): ReactNode {
  const data = usePluginData('tapcraft-offline') as OfflineGlobalData | undefined;
  const sizeUrl = useBaseUrl(SIZE_FILE);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const id = useId();

  useEffect(() => {
    // Stored last by a download: only a complete one has it.
    if (data && 'caches' in window) {
      caches.match(sizeUrl).then(
        (marker) => setSaved(marker !== undefined),
        () => undefined,
      );
    }
  }, [data, sizeUrl]);

  if (!data) return null;

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    import(/* webpackChunkName: "offline-download" */ './Panel').then(
      (module) => {
        setPanel(() => module.default);
        setFailed(false);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };

  return (
    <div className={styles.offline}>
      <button
        type="button"
        className="button button--secondary button--sm button--block"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        {saved
          ? translate({id: 'offlineDocs.button.saved', message: 'Saved for offline'})
          : translate({id: 'offlineDocs.button.download', message: 'Download for offline'})}
      </button>
      {open && Panel && <Panel id={id} version={data.version} onSavedChange={setSaved} />}
      {failed && (
        <p role="alert" className={styles.note}>
          {translate({
            id: 'offlineDocs.panelFailed',
            message: 'This did not load. Check the connection and try again.',
          })}
        </p>
      )}
    </div>
  );
}
