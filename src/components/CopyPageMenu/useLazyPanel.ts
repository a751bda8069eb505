import {useState, type ComponentType} from 'react';

/**
 * A button's panel whose code loads on the first click, so that only the
 * button is in the page's bundle ("Copy page", "Download for offline").
 * `Panel` is set while the panel is open; `failed` says the code did not
 * load, and the next click tries again.
 */
export function useLazyPanel<Props>(load: () => Promise<{default: ComponentType<Props>}>) {
  const [Panel, setPanel] = useState<ComponentType<Props> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    load().then(
      (module) => {
        setPanel(() => module.default);
        setFailed(false);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  return {Panel: open ? Panel : null, open, close: () => setOpen(false), failed, toggle};
}
