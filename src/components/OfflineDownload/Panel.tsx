import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {OfflineSize} from '@tapcraft/core/offline/files';
import {offlineNames} from '@tapcraft/core/offline/names';
import {currentSize, download, removeDownloads, savedSize, useDownloadState} from './download';
import styles from './styles.module.css';

export type PanelProps = {
  id: string;
  /** `offlineDocs.version`: it names the caches. */
  version: number;
  /** Tells the button whether a complete download is saved. */
  onSavedChange: (saved: boolean) => void;
};

function megabytes(bytes: number): string {
  return translate(
    {id: 'offlineDocs.megabytes', message: '{size} MB', description: 'A size: 3.4 MB'},
    {size: (bytes / 1_000_000).toFixed(1)},
  );
}

/**
 * What "Download for offline" opens: the size before a download starts
 * (the server's `offline/size.json`), the progress, and the saved copy with
 * Remove, and Update when the server has a newer one.
 */
export default function Panel({id, version, onSavedChange}: PanelProps): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const names = useMemo(
    () => offlineNames({baseUrl: siteConfig.baseUrl, locale: i18n.currentLocale, version}),
    [siteConfig.baseUrl, i18n.currentLocale, version],
  );
  const language = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
  const progress = useDownloadState();
  const [saved, setSaved] = useState<OfflineSize | null>(null);
  const [online, setOnline] = useState<OfflineSize | null>(null);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    savedSize(names).then(setSaved, () => undefined);
    currentSize(names).then(setOnline, () => setUnreachable(true));
  }, [names]);

  const start = async (size: OfflineSize) => {
    if (await download(names, size)) {
      setSaved(size);
      onSavedChange(true);
    }
  };
  const remove = async () => {
    await removeDownloads(names);
    setSaved(null);
    onSavedChange(false);
  };
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--primary button--sm" onClick={onClick}>
      {label}
    </button>
  );

  let body: ReactNode = null;
  if (!('serviceWorker' in navigator && 'caches' in window)) {
    body = (
      <p className={styles.note}>
        {translate({
          id: 'offlineDocs.unsupported',
          message: 'This browser cannot keep pages for reading offline.',
        })}
      </p>
    );
  } else if (progress.running) {
    const label = translate({id: 'offlineDocs.progress', message: 'Downloading the docs'});
    body = (
      <>
        <progress
          className={styles.progress}
          aria-label={label}
          max={progress.total}
          value={Math.min(progress.done, progress.total)}
        />
        <p className={styles.note}>
          {translate(
            {id: 'offlineDocs.progress.bytes', message: '{done} of {total}'},
            {done: megabytes(progress.done), total: megabytes(progress.total)},
          )}
        </p>
        {button(translate({id: 'offlineDocs.cancel', message: 'Cancel'}), () => void remove())}
      </>
    );
  } else if (saved) {
    const update = online && online.version !== saved.version ? online : null;
    body = (
      <>
        <p role="status" className={styles.note}>
          {translate(
            {
              id: 'offlineDocs.saved',
              message:
                'Saved in this browser: {size}. Without a connection, the docs open from this copy.',
            },
            {size: megabytes(saved.bytes)},
          )}
        </p>
        {update && (
          <p className={styles.note}>
            {translate({id: 'offlineDocs.newer', message: 'The docs changed since.'})}{' '}
            {button(
              translate(
                {id: 'offlineDocs.update', message: 'Update ({size})'},
                {size: megabytes(update.bytes)},
              ),
              () => void start(update),
            )}
          </p>
        )}
        {button(translate({id: 'offlineDocs.remove', message: 'Remove'}), () => void remove())}
      </>
    );
  } else if (online) {
    body = (
      <>
        <p className={styles.note}>
          {translate(
            {
              id: 'offlineDocs.offer',
              message:
                'Every docs page in {language}, with search, saved in this browser to read without a connection: {size}.',
            },
            {language, size: megabytes(online.bytes)},
          )}
        </p>
        {button(
          translate({id: 'offlineDocs.download', message: 'Download'}),
          () => void start(online),
        )}
      </>
    );
  } else if (unreachable) {
    body = (
      <p className={styles.note}>
        {translate({
          id: 'offlineDocs.needsNetwork',
          message: 'Connect to the internet to download the docs.',
        })}
      </p>
    );
  }

  return (
    <div id={id} className={styles.panel}>
      {body}
      {progress.error && (
        <p role="alert" className={styles.note}>
          {translate(
            {id: 'offlineDocs.failed', message: 'The download stopped: {reason}'},
            {reason: progress.error},
          )}
        </p>
      )}
    </div>
  );
}
