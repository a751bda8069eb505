import {product} from './site';

/** The current release with a patch number, `major.minor.patch`, as the app and its files name it. */
export const releaseVersion = `${product.version}.0`;

/** Wheel version: the release's, as pip expects it. */
export const stubsVersion = releaseVersion;

/** File name of the type-stub wheel that the build writes to `build/downloads/`. */
export const stubsWheelName = `tapcraft_stubs-${stubsVersion}-py3-none-any.whl`;

/**
 * Link to the wheel. `pathname://` tells Docusaurus it is a file, not a page,
 * so the router and the broken-link check leave it alone.
 */
export const stubsWheelHref = `pathname:///downloads/${stubsWheelName}`;

/** The Android app as the download page names the current release's APK. */
export const androidApkName = `tapcraft-android-${releaseVersion}.apk`;

/** A build of the Windows client's beta, as pages show one: the release and a beta counter. */
export const windowsBetaBuildExample = `${releaseVersion}-beta.4`;

/** The Windows client's installer of a build, as the developer console names it. */
export function windowsInstallerName(build: string): string {
  return `TapcraftSetup-${build}-x64.exe`;
}
