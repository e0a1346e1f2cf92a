/**
 * The product on AWS, one stack: the user pool, the API (Lambda behind an HTTP API), PostgreSQL
 * (Aurora Serverless v2 behind RDS Proxy, migrated at deployment) and the web app (S3 behind
 * CloudFront). apps/infra/README.md says how each piece maps onto the local stack.
 */
import { PASSWORD_POLICY, securityHeaders } from '@diet/domain';
import {
  CfnOutput,
  CfnResource,
  Duration,
  RemovalPolicy,
  Stack,
  aws_apigatewayv2 as apigwv2,
  aws_apigatewayv2_integrations as integrations,
  aws_cloudfront as cloudfront,
  aws_cloudfront_origins as origins,
  aws_cognito as cognito,
  aws_ec2 as ec2,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_logs as logs,
  aws_rds as rds,
  aws_s3 as s3,
  aws_s3_deployment as s3deploy,
  triggers,
  type StackProps,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import type { LambdaName } from './bundle';
import type { DeploySettings } from './settings';
import { SPA_REWRITE_FUNCTION, WEB_PLACEHOLDERS, type StagedWebBuild, type WebSettings } from './web-build';

/**
 * The user pool's password policy: `@diet/domain`'s `PASSWORD_POLICY` (its `isValidPassword` rule),
 * which the local pool has too (apps/api/src/local/cognito.ts, `POOL_SETTINGS`).
 */
export const USER_POOL_PASSWORD_POLICY: cognito.PasswordPolicy = {
  ...PASSWORD_POLICY,
  tempPasswordValidity: Duration.days(7),
};

/** The database PostgreSQL creates for the product (the API's `DATABASE_NAME`). */
export const DATABASE_NAME = 'diet';
/** The Lambda runtime (the bundles target it: `BUNDLE_TARGET`). */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_22_X;
/** How long the browser and CloudFront keep a hashed file. */
export const HASHED_FILE_MAX_AGE = Duration.days(365);
/** The files the web app's upload leaves out, whatever the build holds: its source maps. */
export const SOURCE_MAPS = '*.map';

export interface DietStackProps extends StackProps {
  settings: DeploySettings;
  /** The functions' code folders (`bundleLambda`). */
  code: Record<LambdaName, string>;
  /** The web app, split for upload (`stageWebBuild`). */
  web: StagedWebBuild;
  /** The web application firewall of the web app's distribution (`DietEdgeStack`, us-east-1). */
  webAclArn: string;
}

export class DietStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly apiFunction: lambda.Function;
  readonly migrateFunction: lambda.Function;
  readonly httpApi: apigwv2.HttpApi;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: DietStackProps) {
    super(scope, id, props);
    const { settings } = props;

    // --- Identity: what the product relies on and the local pool emulates ----------------------
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${this.stackName}-users`,
      selfSignUpEnabled: true,
      // Sign-in by username or by the verified e-mail (an alias), usernames case-sensitive.
      signInAliases: { username: true, email: true },
      signInCaseSensitive: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      passwordPolicy: USER_POOL_PASSWORD_POLICY,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'diet-web',
      generateSecret: false,
      // USER_PASSWORD_AUTH (the web app's flow) and refresh tokens, nothing else.
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      refreshTokenValidity: Duration.days(30),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      disableOAuth: true,
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true }),
    });
    const identityOrigin = `https://cognito-idp.${this.region}.${this.urlSuffix}`;
    const issuer = `${identityOrigin}/${this.userPool.userPoolId}`;

    // --- Network: private only --------------------------------------------------------------------
    const withNat = settings.egress === 'nat';
    const privateSubnets: ec2.SubnetSelection = {
      subnetType: withNat ? ec2.SubnetType.PRIVATE_WITH_EGRESS : ec2.SubnetType.PRIVATE_ISOLATED,
    };
    const vpc = new ec2.Vpc(this, 'Vpc', {
      ipAddresses: ec2.IpAddresses.cidr('10.20.0.0/16'),
      maxAzs: 2,
      natGateways: withNat ? 1 : 0,
      subnetConfiguration: [
        ...(withNat ? [{ name: 'public', subnetType: ec2.SubnetType.PUBLIC, cidrMask: 24 }] : []),
        { name: 'private', subnetType: privateSubnets.subnetType!, cidrMask: 22 },
      ],
    });
    const functions = new ec2.SecurityGroup(this, 'FunctionsSecurityGroup', {
      vpc,
      description: 'The API and migration functions: out to the database proxy and to AWS APIs only',
      allowAllOutbound: false,
    });
    const endpoints: ec2.InterfaceVpcEndpoint[] = [];
    if (withNat) {
      functions.addEgressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(443), 'AWS APIs through the NAT gateway');
    } else {
      // What the functions call: Secrets Manager (the database secret) and Cognito (AdminGetUser,
      // the pool's signing keys). No route to the internet exists.
      for (const [id, service] of [
        ['SecretsManagerEndpoint', ec2.InterfaceVpcEndpointAwsService.SECRETS_MANAGER],
        ['CognitoEndpoint', ec2.InterfaceVpcEndpointAwsService.COGNITO_IDP],
      ] as const) {
        const endpoint = vpc.addInterfaceEndpoint(id, {
          service,
          subnets: privateSubnets,
          privateDnsEnabled: true,
          open: false,
        });
        endpoint.connections.allowDefaultPortFrom(functions, 'HTTPS from the functions');
        endpoints.push(endpoint);
      }
    }

    // --- Database: Aurora Serverless v2 PostgreSQL behind RDS Proxy -------------------------------
    const cluster = new rds.DatabaseCluster(this, 'Database', {
      // PostgreSQL 16: supported by Aurora Serverless v2 and RDS Proxy alike.
      engine: rds.DatabaseClusterEngine.auroraPostgres({
        version: rds.AuroraPostgresEngineVersion.VER_16_13,
      }),
      credentials: rds.Credentials.fromGeneratedSecret('diet_admin'),
      defaultDatabaseName: DATABASE_NAME,
      writer: rds.ClusterInstance.serverlessV2('Writer'),
      serverlessV2MinCapacity: settings.databaseMinCapacity,
      serverlessV2MaxCapacity: settings.databaseMaxCapacity,
      vpc,
      vpcSubnets: privateSubnets,
      storageEncrypted: true,
      backup: { retention: Duration.days(7) },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.SNAPSHOT,
    });
    const secret = cluster.secret!;
    const proxy = cluster.addProxy('Proxy', {
      secrets: [secret],
      vpc,
      vpcSubnets: privateSubnets,
      requireTLS: true,
      iamAuth: false,
    });
    cluster.connections.allowDefaultPortFrom(proxy, 'PostgreSQL from the proxy');
    proxy.connections.allowFrom(functions, ec2.Port.tcp(5432), 'PostgreSQL from the functions');

    const databaseEnvironment = {
      DATABASE_SECRET_ARN: secret.secretArn,
      DATABASE_HOST: proxy.endpoint,
      DATABASE_NAME,
      NODE_OPTIONS: '--enable-source-maps',
    };
    const functionDefaults = {
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      vpc,
      vpcSubnets: privateSubnets,
      securityGroups: [functions],
    };
    const readSecret = new iam.PolicyStatement({
      actions: ['secretsmanager:GetSecretValue'],
      resources: [secret.secretArn],
    });

    // --- Migrations at deployment -----------------------------------------------------------------
    this.migrateFunction = new lambda.Function(this, 'MigrateFunction', {
      ...functionDefaults,
      description: 'Migrates the database at deployment (and seeds it when invoked with {"seed": true})',
      code: lambda.Code.fromAsset(props.code.migrate),
      memorySize: 1024,
      timeout: Duration.minutes(10),
      environment: databaseEnvironment,
      logGroup: this.logGroup('MigrateLogs', settings),
    });
    this.migrateFunction.addToRolePolicy(readSecret);

    // --- The web app's distribution (its origin is the API's only CORS origin) --------------------
    const webBucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Only build output lives here; `cdk deploy` writes it again.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // --- The API: Lambda behind an HTTP API -------------------------------------------------------
    // Created before the distribution's headers, which name its origin; the distribution's domain
    // reaches the function's environment as a token, so no cycle forms.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `${this.stackName}-api`,
      description: 'The product API (apps/api), payload format 2.0, every route to one function',
      createDefaultStage: true,
    });
    // Every route's throttling, for all clients together: a bound on what a flood can cost, the
    // API's own per-user and per-address limits staying the finer ones (apps/infra/README.md).
    const defaultStage = this.httpApi.defaultStage!.node.defaultChild as apigwv2.CfnStage;
    defaultStage.defaultRouteSettings = {
      throttlingRateLimit: settings.apiRateLimit,
      throttlingBurstLimit: settings.apiBurstLimit,
    };

    // The headers of @diet/domain's one definition, which the local web server sends too.
    const sent = cloudFrontHeaders(
      securityHeaders({
        api: this.httpApi.apiEndpoint,
        identity: identityOrigin,
        images: settings.imageOrigins,
        inlineScriptHashes: props.web.inlineScriptHashes,
        https: true,
      }),
    );
    const headers = (id: string, extra: cloudfront.ResponseCustomHeader[]) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment: 'The web app: CSP naming the API and the user pool only, HSTS, no framing',
        securityHeadersBehavior: sent.securityHeadersBehavior,
        customHeadersBehavior: { customHeaders: [...sent.customHeaders, ...extra] },
      });
    const compressed = { enableAcceptEncodingGzip: true, enableAcceptEncodingBrotli: true };
    const origin = origins.S3BucketOrigin.withOriginAccessControl(webBucket);
    this.distribution = new cloudfront.Distribution(this, 'WebDistribution', {
      comment: 'The web app',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // Requests per client address bounded (DietEdgeStack).
      webAclId: props.webAclArn,
      defaultBehavior: {
        // index.html (every app route, through the function below) and the unhashed public files.
        origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy: new cloudfront.CachePolicy(this, 'DocumentCachePolicy', {
          comment: 'index.html and unhashed files: always revalidated',
          minTtl: Duration.seconds(0),
          defaultTtl: Duration.seconds(0),
          maxTtl: Duration.days(1),
          ...compressed,
        }),
        responseHeadersPolicy: headers('DocumentHeaders', [
          { header: 'Cache-Control', value: 'no-cache', override: true },
        ]),
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaRoutes', {
              comment: 'App routes get index.html',
              runtime: cloudfront.FunctionRuntime.JS_2_0,
              code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
            }),
          },
        ],
      },
      additionalBehaviors: {
        // Hashed build output: each name has one content, kept for a year (the objects' own
        // Cache-Control; the few files rewritten at deployment say no-cache instead).
        'assets/*': {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: new cloudfront.CachePolicy(this, 'HashedAssetsCachePolicy', {
            comment: 'Hashed files: as long as their Cache-Control says (a year)',
            minTtl: Duration.seconds(0),
            defaultTtl: HASHED_FILE_MAX_AGE,
            maxTtl: HASHED_FILE_MAX_AGE,
            ...compressed,
          }),
          responseHeadersPolicy: headers('AssetHeaders', []),
        },
      },
    });
    const webOrigin = `https://${this.distribution.distributionDomainName}`;

    this.apiFunction = new lambda.Function(this, 'ApiFunction', {
      ...functionDefaults,
      description: 'The product API (apps/api/src/lambda.ts)',
      code: lambda.Code.fromAsset(props.code.api),
      memorySize: 1024,
      // API Gateway gives up at 30 s.
      timeout: Duration.seconds(28),
      // At most this many instances at once, whatever the traffic: a bound on the cost and on the
      // connections the database proxy sees.
      reservedConcurrentExecutions: settings.apiReservedConcurrency,
      environment: {
        ...databaseEnvironment,
        NODE_ENV: 'production',
        COGNITO_ISSUER: issuer,
        COGNITO_CLIENT_ID: this.userPoolClient.userPoolClientId,
        CORS_ORIGINS: webOrigin,
      },
      logGroup: this.logGroup('ApiLogs', settings),
    });
    // Registration's only call to the pool; reading the database secret.
    this.apiFunction.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminGetUser'],
        resources: [this.userPool.userPoolArn],
      }),
    );
    this.apiFunction.addToRolePolicy(readSecret);
    for (const endpoint of endpoints) this.apiFunction.node.addDependency(endpoint);
    // `$default`: every method and path (preflights too: the API answers CORS itself).
    new apigwv2.HttpRoute(this, 'ApiRoute', {
      httpApi: this.httpApi,
      routeKey: apigwv2.HttpRouteKey.DEFAULT,
      integration: new integrations.HttpLambdaIntegration('ApiIntegration', this.apiFunction, {
        payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
      }),
    });

    new triggers.Trigger(this, 'MigrateOnDeploy', {
      handler: this.migrateFunction,
      invocationType: triggers.InvocationType.REQUEST_RESPONSE,
      timeout: Duration.minutes(10),
      // Again whenever the function's code, and so its list of migrations, changes.
      executeOnHandlerChange: true,
      executeAfter: [cluster, proxy, ...endpoints],
      // The new API code goes live on the migrated schema.
      executeBefore: [this.apiFunction],
    });

    // --- The web app's files ----------------------------------------------------------------------
    const deployed: WebSettings = {
      apiUrl: this.httpApi.apiEndpoint,
      userPoolId: this.userPool.userPoolId,
      clientId: this.userPoolClient.userPoolClientId,
      region: this.region,
    };
    const immutableFiles = new s3deploy.BucketDeployment(this, 'WebHashedFiles', {
      destinationBucket: webBucket,
      sources: [s3deploy.Source.asset(props.web.immutableDir)],
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(HASHED_FILE_MAX_AGE),
        s3deploy.CacheControl.immutable(),
      ],
      // Files of earlier builds stay: an open tab may still load its lazy chunks.
      prune: false,
      // Source maps are never staged (`stageWebBuild`); should one slip in, it stays out of the bucket.
      exclude: [SOURCE_MAPS],
      logGroup: this.logGroup('WebHashedFilesLogs', settings),
    });
    const revalidatedFiles = new s3deploy.BucketDeployment(this, 'WebRevalidatedFiles', {
      destinationBucket: webBucket,
      sources: [withSubstitutions(s3deploy.Source.asset(props.web.revalidatedDir), deployed)],
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
      exclude: [SOURCE_MAPS],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: this.logGroup('WebRevalidatedFilesLogs', settings),
    });
    // index.html only once the files it names are there.
    revalidatedFiles.node.addDependency(immutableFiles);

    // --- Outputs ----------------------------------------------------------------------------------
    new CfnOutput(this, 'WebUrl', { description: 'The web app', value: webOrigin });
    new CfnOutput(this, 'ApiUrl', { description: 'The API', value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'Region', { value: this.region });
    new CfnOutput(this, 'MigrateFunctionName', {
      description: 'Invoke with {"seed": true} to write the seed catalogue',
      value: this.migrateFunction.functionName,
    });

    this.keepHelperLogs(settings);
  }

  /**
   * CDK's own helper functions (the custom-resource providers behind the migration trigger, the
   * bucket's auto-delete and the VPC's default security group) are raw `AWS::Lambda::Function`
   * resources that take no log settings: each gets a log group kept as long as ours.
   */
  private keepHelperLogs(settings: DeploySettings): void {
    const helpers = this.node
      .findAll()
      .filter(
        (node): node is CfnResource =>
          node instanceof CfnResource &&
          !(node instanceof lambda.CfnFunction) &&
          node.cfnResourceType === 'AWS::Lambda::Function',
      );
    for (const helper of helpers) {
      // Named after the provider it belongs to (each helper function's own id is 'Handler').
      const group = this.logGroup(`${helper.node.scope?.node.id.replace(/[^A-Za-z0-9]/g, '')}Logs`, settings);
      helper.addPropertyOverride('LoggingConfig', { LogGroup: group.logGroupName });
    }
  }

  private logGroup(id: string, settings: DeploySettings): logs.LogGroup {
    return new logs.LogGroup(this, id, {
      retention: settings.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
}

/**
 * `source` with the web app's placeholders replaced by the deployed values as the deployment
 * copies the files (BucketDeployment's markers, the mechanism behind `Source.data` with tokens).
 */
function withSubstitutions(source: s3deploy.ISource, values: WebSettings): s3deploy.ISource {
  return {
    bind(scope, context) {
      const markers = Object.fromEntries(
        (Object.keys(WEB_PLACEHOLDERS) as (keyof WebSettings)[]).map((key) => [
          WEB_PLACEHOLDERS[key],
          values[key],
        ]),
      );
      return { ...source.bind(scope, context), markers };
    },
  };
}

/**
 * Headers (name -> value, `securityHeaders` of @diet/domain) as a CloudFront response headers
 * policy takes them: the security headers CloudFront knows go in its own fields (a custom header may
 * not name one), the others are custom headers. Every value is parsed back, so a value CloudFront
 * cannot send stops the synthesis rather than being sent differently.
 */
export function cloudFrontHeaders(headers: Record<string, string>): {
  securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior;
  customHeaders: cloudfront.ResponseCustomHeader[];
} {
  const security: {
    -readonly [
      K in keyof cloudfront.ResponseSecurityHeadersBehavior
    ]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const customHeaders: cloudfront.ResponseCustomHeader[] = [];
  const refuse = (name: string, value: string): never => {
    throw new Error(`CloudFront cannot send ${name}: ${value}`);
  };
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const match = /^max-age=(\d+)(; includeSubDomains)?(; preload)?$/.exec(value) ?? refuse(name, value);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(match[1])),
          includeSubdomains: match[2] !== undefined,
          ...(match[3] ? { preload: true } : {}),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff') refuse(name, value);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const frameOption = Object.values(cloudfront.HeadersFrameOption).find((option) => option === value);
        security.frameOptions = { frameOption: frameOption ?? refuse(name, value), override: true };
        break;
      }
      case 'referrer-policy': {
        const policy = Object.values(cloudfront.HeadersReferrerPolicy).find((option) => option === value);
        security.referrerPolicy = { referrerPolicy: policy ?? refuse(name, value), override: true };
        break;
      }
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}
