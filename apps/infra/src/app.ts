/**
 * The CDK app: settings from context, the API's functions bundled and the web build staged in a
 * scratch folder, the stack built from them (assets are copied into the cloud assembly as the stack
 * is built, so the scratch folder goes at once), and beside it the web app's firewall in us-east-1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { App } from 'aws-cdk-lib';
import { CURRENTLY_RECOMMENDED_FLAGS } from 'aws-cdk-lib/cx-api';

import { bundleLambda, LAMBDA_ENTRIES } from './bundle';
import { DietEdgeStack } from './edge-stack';
import { readSettings } from './settings';
import { DietStack } from './stack';
import { stageWebBuild } from './web-build';

/** apps/infra: relative settings (the web build's folder) are taken from here. */
export const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DietAppOptions {
  /** Context values (the CLI's `-c key=value` and cdk.json come on top of these). */
  context?: Record<string, unknown>;
  /** Where the cloud assembly goes (the CLI sets it; tests pass a scratch folder). */
  outdir?: string;
}

export function createDietApp(options: DietAppOptions = {}): {
  app: App;
  stack: DietStack;
  edge: DietEdgeStack;
} {
  const app = new App({
    // The feature flags a new CDK project starts with.
    context: { ...CURRENTLY_RECOMMENDED_FLAGS, ...options.context },
    analyticsReporting: false,
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  const settings = readSettings((key) => app.node.tryGetContext(key), INFRA_DIR);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'diet-infra-'));
  try {
    // The distribution's firewall, in us-east-1 (the only region WAF takes one for CloudFront).
    const edge = new DietEdgeStack(app, `${settings.stackName}Edge`, {
      description: "DietCheck: the web app distribution's firewall (apps/infra)",
      settings,
    });
    const stack = new DietStack(app, settings.stackName, {
      env: { region: settings.region },
      description: 'DietCheck: user pool, API, database and web app (apps/infra)',
      settings,
      code: {
        api: bundleLambda(LAMBDA_ENTRIES.api, path.join(scratch, 'api')),
        migrate: bundleLambda(LAMBDA_ENTRIES.migrate, path.join(scratch, 'migrate')),
      },
      web: stageWebBuild(settings.webBuildDir, path.join(scratch, 'web')),
      webAclArn: edge.webAcl.attrArn,
    });
    return { app, stack, edge };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
