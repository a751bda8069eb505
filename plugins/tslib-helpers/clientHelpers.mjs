// The tslib helpers the browser bundle calls. Only @docusaurus/utils-common
// reaches tslib there, through `__importDefault`; the build checks the list
// (see ./index.ts), so a dependency needing another helper fails the build.
export {__importDefault} from 'tslib/tslib.es6.mjs';
