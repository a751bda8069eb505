import {product} from './site';

/** Wheel version: the product release with a patch number, as pip expects. */
export const stubsVersion = `${product.version}.0`;

/** File name of the type-stub wheel that the build writes to `build/downloads/`. */
export const stubsWheelName = `tapcraft_stubs-${stubsVersion}-py3-none-any.whl`;

/**
 * Link to the wheel. `pathname://` tells Docusaurus it is a file, not a page,
 * so the router and the broken-link check leave it alone.
 */
export const stubsWheelHref = `pathname:///downloads/${stubsWheelName}`;
