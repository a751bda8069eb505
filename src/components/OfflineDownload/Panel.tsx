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

function Note({children, role}: {children: ReactNode; role?: 'status' | 'alert'}): ReactNode {
  return (
    <p role={role} className={styles.note}>
      {children}
    </p>
  );
}

function Button({label, onClick}: {label: string; onClick: () => void}): ReactNode {
  return (
    <button type="button" className="button button--primary button--sm" onClick={onClick}>
      {label}
    </button>
  );
}

function Progress({done, total, onCancel}: {done: number; total: number; onCancel: () => void}) {
  const label = translate({id: 'offlineDocs.progress', message: 'Downloading the docs'});
  return (
    <>
      <progress
        className={styles.progress}
        aria-label={label}
        max={total}
        value={Math.min(done, total)}
      />
      <Note>
        {translate(
          {id: 'offlineDocs.progress.bytes', message: '{done} of {total}'},
          {done: megabytes(done), total: megabytes(total)},
        )}
      </Note>
      <Button label={translate({id: 'offlineDocs.cancel', message: 'Cancel'})} onClick={onCancel} />
    </>
  );
}

type SavedCopyProps = {
  saved: OfflineSize;
  update: OfflineSize | null;
  onUpdate: (size: OfflineSize) => void;
  onRemove: () => void;
};

function SavedCopy({saved, update, onUpdate, onRemove}: SavedCopyProps): ReactNode {
  return (
    <>
      <Note role="status">
        {translate(
          {
            id: 'offlineDocs.saved',
            message:
              'Saved in this browser: {size}. Without a connection, the docs open from this copy.',
          },
          {size: megabytes(saved.bytes)},
        )}
      </Note>
      {update && (
        <Note>
          {translate({id: 'offlineDocs.newer', message: 'The docs changed since.'})}{' '}
          <Button
            label={translate(
              {id: 'offlineDocs.update', message: 'Update ({size})'},
              {size: megabytes(update.bytes)},
            )}
            onClick={() => onUpdate(update)}
          />
        </Note>
      )}
      <Button label={translate({id: 'offlineDocs.remove', message: 'Remove'})} onClick={onRemove} />
    </>
  );
}

function Offer({size, onDownload}: {size: OfflineSize; onDownload: () => void}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const language = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
  return (
    <>
      <Note>
        {translate(
          {
            id: 'offlineDocs.offer',
            message:
              'Every docs page in {language}, with search, saved in this browser to read without a connection: {size}.',
          },
          {language, size: megabytes(size.bytes)},
        )}
      </Note>
      <Button
        label={translate({id: 'offlineDocs.download', message: 'Download'})}
        onClick={onDownload}
      />
    </>
  );
}

/** The saved copy's and the server's sizes, and the actions that change the saved one. */
function useOfflineCopy(version: number, onSavedChange: (saved: boolean) => void) {
  const {siteConfig, i18n} = useDocusaurusContext();
  const names = useMemo(
    () => offlineNames({baseUrl: siteConfig.baseUrl, locale: i18n.currentLocale, version}),
    [siteConfig.baseUrl, i18n.currentLocale, version],
  );
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
  return {saved, online, unreachable, start, remove};
}

/**
 * What "Download for offline" opens: the size before a download starts
 * (the server's `offline/size.json`), the progress, and the saved copy with
 * Remove, and Update when the server has a newer one.
 */
export default function Panel({id, version, onSavedChange}: PanelProps): ReactNode {
  const progress = useDownloadState();
  const {saved, online, unreachable, start, remove} = useOfflineCopy(version, onSavedChange);

  let body: ReactNode = null;
  if (!('serviceWorker' in navigator && 'caches' in window)) {
    body = (
      <Note>
        {translate({
          id: 'offlineDocs.unsupported',
          message: 'This browser cannot keep pages for reading offline.',
        })}
      </Note>
    );
  } else if (progress.running) {
    body = <Progress done={progress.done} total={progress.total} onCancel={() => void remove()} />;
  } else if (saved) {
    const update = online && online.version !== saved.version ? online : null;
    body = (
      <SavedCopy
        saved={saved}
        update={update}
        onUpdate={(size) => void start(size)}
        onRemove={() => void remove()}
      />
    );
  } else if (online) {
    body = <Offer size={online} onDownload={() => void start(online)} />;
  } else if (unreachable) {
    body = (
      <Note>
        {translate({
          id: 'offlineDocs.needsNetwork',
          message: 'Connect to the internet to download the docs.',
        })}
      </Note>
    );
  }

  return (
    <div id={id} className={styles.panel}>
      {body}
      {progress.error && (
        <Note role="alert">
          {translate(
            {id: 'offlineDocs.failed', message: 'The download stopped: {reason}'},
            {reason: progress.error},
          )}
        </Note>
      )}
    </div>
  );
}
