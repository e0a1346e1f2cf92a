/** `cdk synth` / `cdk deploy` run this (cdk.json's `app`). */
import { createDietApp } from '../src/app';
import { SettingsError } from '../src/settings';
import { WebBuildError } from '../src/web-build';

try {
  createDietApp().app.synth();
} catch (error) {
  if (error instanceof SettingsError || error instanceof WebBuildError) {
    // A plain message: the setting or the missing build is what the reader needs.
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
}
