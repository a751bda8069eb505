import type {ApiPlatform} from './platforms-api';

/**
 * The same call on another platform is found by its import path without the
 * platform: `tapcraft.android.screen.find_colors` and
 * `tapcraft.ios.screen.find_colors` are counterparts, and so are names a
 * package re-exports (`tapcraft.android.node.Selector`, documented in
 * `node.selector`, and `tapcraft.ios.node.Selector`).
 *
 * The few modules and classes whose paths differ between platforms are
 * mapped here, once. Paths leave out `tapcraft.<platform>.`; a class mapping
 * covers its members too (`ScriptWindow.send` and `WebWindow.send`). The
 * build fails when a path named here is not documented.
 */
export type PlatformPaths = Partial<Record<ApiPlatform, string>>;

export type ModuleCounterpart = PlatformPaths & {
  /** Classes of these modules that carry another name on another platform. */
  classes?: PlatformPaths[];
};

export const moduleCounterparts: ModuleCounterpart[] = [
  {android: 'app.application', ios: 'application'},
  {android: 'ui.loger', ios: 'ui.float_log'},
  {
    android: 'ui.window',
    ios: 'ui.webwindow',
    classes: [{android: 'ScriptWindow', ios: 'WebWindow'}],
  },
];
