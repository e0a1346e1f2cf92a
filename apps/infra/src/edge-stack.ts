/**
 * The web application firewall of the web app's CloudFront distribution. A firewall for CloudFront
 * (scope `CLOUDFRONT`) can only be created in us-east-1, so it is a small stack of its own there;
 * the main stack, in its own region, reads its ARN at deployment (a cross-region stack output,
 * `Fn::GetStackOutput`), and `cdk deploy` deploys this stack first. apps/infra/README.md ("Bounds
 * on cost") says why the API has no firewall of its own.
 */
import { Stack, aws_wafv2 as wafv2, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import type { DeploySettings } from './settings';

/** The only region where WAF takes web ACLs for CloudFront. */
export const EDGE_REGION = 'us-east-1';
/** The window WAF counts a client's requests in (seconds): 5 minutes. */
export const RATE_WINDOW_SECONDS = 300;

export interface DietEdgeStackProps extends Omit<StackProps, 'env'> {
  settings: DeploySettings;
}

export class DietEdgeStack extends Stack {
  /** The web ACL; its `attrArn` is what a distribution's `webAclId` takes. */
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: DietEdgeStackProps) {
    const { settings, ...rest } = props;
    super(scope, id, { ...rest, env: { region: EDGE_REGION } });

    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'The web app: requests per client IP address bounded',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${settings.stackName}-web`),
      rules: [
        {
          // Counted per client address over a sliding 5 minutes; beyond the limit the address's
          // requests are refused with 429 until its rate falls below it again.
          name: 'RequestsPerClientIp',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: settings.webRequestsPerIp,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility(`${settings.stackName}-web-requests-per-ip`),
        },
      ],
    });
  }
}
