#!/usr/bin/env node
// Runs the compiled server; `npm run build` writes dist/ and the data bundle.
import '../dist/cli.cjs';
