/**
 * The synthesized template, checked for each promise of the deployment (apps/infra/README.md). The
 * stack is synthesized once, offline, from a small web build and the real API bundles.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { isValidPassword, PASSWORD_MIN_LENGTH, PRODUCT_IMAGE_ORIGINS, securityHeaders } from '@diet/domain';
import { App, Token } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CURRENTLY_RECOMMENDED_FLAGS } from 'aws-cdk-lib/cx-api';

import { createDietApp, INFRA_DIR } from './app';
import { DietEdgeStack } from './edge-stack';
import { readSettings } from './settings';
import { cloudFrontHeaders, DietStack } from './stack';
import { FIXTURE_INLINE_SCRIPT, writeFixtureWebBuild } from './test/web-build-fixture';
import { stageWebBuild, WEB_PLACEHOLDERS } from './web-build';

type Json = Record<string, unknown>;
type Resource = { Type: string; Properties: Json; DependsOn?: string[] };

let scratch: string;
let outdir: string;
let stack: DietStack;
let edge: DietEdgeStack;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  // CDK's check of the template against CloudFormation's schemas takes most of a synthesis (about
  // 10 s of 12 here); the CI runs it in `cdk synth`, where any finding is an error.
  vi.stubEnv('CDK_VALIDATION', 'false');
  scratch = mkdtempSync(path.join(os.tmpdir(), 'diet-infra-stack-'));
  outdir = path.join(scratch, 'cdk.out');
  ({ stack, edge } = createDietApp({
    context: { webBuild: writeFixtureWebBuild(path.join(scratch, 'web')) },
    outdir,
  }));
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The one resource of `type` (whose properties match `where`, when given): its logical id and body. */
function only(type: string, where: (resource: Resource) => boolean = () => true): [string, Resource] {
  const found = Object.entries(resources).filter(([, resource]) => resource.Type === type && where(resource));
  expect(found.map(([id]) => id)).toHaveLength(1);
  return found[0]!;
}

/**
 * A CloudFormation value as text, references written `{Ref:Id}` / `{Id.Attr}` (Fn::Join flattened),
 * the URL suffix as in AWS's main partition.
 */
function render(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as Json;
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  if ('Ref' in object)
    return object.Ref === 'AWS::URLSuffix' ? 'amazonaws.com' : `{Ref:${String(object.Ref)}}`;
  if ('Fn::GetAtt' in object) return `{${(object['Fn::GetAtt'] as string[]).join('.')}}`;
  throw new Error(`Cannot render ${JSON.stringify(value)}`);
}

const fn = (id: string) => resources[id]!.Properties;
const apiFunctionId = () => stack.getLogicalId(stack.apiFunction.node.defaultChild as never);
const migrateFunctionId = () => stack.getLogicalId(stack.migrateFunction.node.defaultChild as never);
const poolId = () => only('AWS::Cognito::UserPool')[0];
const clientId = () => only('AWS::Cognito::UserPoolClient')[0];
const apiId = () => only('AWS::ApiGatewayV2::Api')[0];
const distributionId = () => only('AWS::CloudFront::Distribution')[0];
const secretAttachmentId = () => only('AWS::SecretsManager::SecretTargetAttachment')[0];
const proxyId = () => only('AWS::RDS::DBProxy')[0];
const env = (id: string) => (fn(id).Environment as { Variables: Json }).Variables;

describe('the synthesis', () => {
  it('should run offline: no context look-up left for an AWS account to answer, the region given', () => {
    const manifest = JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as Json;
    expect(manifest.missing).toBeUndefined();
    expect(stack.region).toBe('eu-central-2');
    // No account: nothing can be looked up in one, and any account can deploy the template.
    expect(Token.isUnresolved(stack.account)).toBe(true);
  });
});

describe('the template', () => {
  it('should have no dependency cycle (CloudFormation would refuse the stack)', () => {
    const edges = new Map<string, Set<string>>();
    const refs = (value: unknown, into: Set<string>) => {
      if (Array.isArray(value)) for (const item of value) refs(item, into);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value as Json)) {
          if (key === 'Ref' && typeof inner === 'string' && inner in resources) into.add(inner);
          else if (key === 'Fn::GetAtt') into.add((inner as string[])[0]!);
          else refs(inner, into);
        }
      }
    };
    for (const [id, resource] of Object.entries(resources)) {
      const needs = new Set<string>(resource.DependsOn ?? []);
      refs(resource.Properties, needs);
      edges.set(id, needs);
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const cycle: string[] = [];
    const visit = (id: string): boolean => {
      if (state.get(id) === 'done') return false;
      if (state.get(id) === 'visiting') return cycle.push(id) > 0;
      state.set(id, 'visiting');
      for (const next of edges.get(id) ?? []) if (visit(next)) return cycle.push(id) > 0;
      state.set(id, 'done');
      return false;
    };
    for (const id of edges.keys()) visit(id);
    expect(cycle).toEqual([]);
  });
});

describe('the user pool', () => {
  it("should have the domain's password policy", () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireUppercase: true,
          RequireLowercase: false,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });
  });

  it("should accept exactly the passwords the domain's rule accepts", () => {
    const policy = (fn(poolId()).Policies as { PasswordPolicy: Json }).PasswordPolicy;
    // Cognito's policy as its documentation states it (symbols: its list, or a space inside).
    const symbols = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';
    const cognitoAccepts = (password: string) =>
      [...password].length >= (policy.MinimumLength as number) &&
      (!policy.RequireUppercase || /[A-Z]/.test(password)) &&
      (!policy.RequireLowercase || /[a-z]/.test(password)) &&
      (!policy.RequireNumbers || /[0-9]/.test(password)) &&
      (!policy.RequireSymbols ||
        [...password].some((c, i, all) => symbols.includes(c) || (c === ' ' && i > 0 && i < all.length - 1)));
    const samples = [
      'Demo1234!',
      'DEMO1234!',
      'Demo1234',
      'demo1234!',
      'Demo!!!!',
      'D1!',
      'Ab1!Ab1',
      'Ab1!Ab1!',
      'Secr3t!pass',
      'PASS WORD1',
      ' PASSWORD1',
      'Pa55word~',
      'Pässwörd1&',
    ];
    for (const password of samples)
      expect([password, cognitoAccepts(password)]).toEqual([password, isValidPassword(password)]);
  });

  it('should let users sign in by username or verified e-mail, verified by an e-mailed code', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AliasAttributes: ['email'],
      UsernameAttributes: Match.absent(),
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: true },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      Schema: [Match.objectLike({ Name: 'email', Required: true })],
      MfaConfiguration: 'OFF',
      DeletionProtection: 'ACTIVE',
    });
  });

  it('should have one web client: no secret, USER_PASSWORD_AUTH and refresh only, no user-existence errors', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      AllowedOAuthFlows: Match.absent(),
      WriteAttributes: ['email'],
    });
  });
});

describe('the API', () => {
  it('should run the bundled Lambda entry of apps/api behind an HTTP API, every route to it (payload 2.0)', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    const [integrationId] = only('AWS::ApiGatewayV2::Integration');
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [apiFunctionId(), 'Arn'] },
    });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
    expect(fn(apiFunctionId())).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it("should allow the web app's origin only, and give the issuer, client id and database secret reference", () => {
    const variables = env(apiFunctionId());
    expect(render(variables.CORS_ORIGINS)).toBe(`https://{${distributionId()}.DomainName}`);
    expect(render(variables.COGNITO_ISSUER)).toBe(
      `https://cognito-idp.eu-central-2.amazonaws.com/{Ref:${poolId()}}`,
    );
    expect(variables.COGNITO_CLIENT_ID).toEqual({ Ref: clientId() });
    expect(variables.DATABASE_SECRET_ARN).toEqual({ Ref: secretAttachmentId() });
    expect(variables.DATABASE_HOST).toEqual({ 'Fn::GetAtt': [proxyId(), 'Endpoint'] });
    expect(variables.DATABASE_NAME).toBe('diet');
    // No password in the configuration, and nothing of the local stack.
    expect(Object.keys(variables).sort()).toEqual(
      [
        'CORS_ORIGINS',
        'COGNITO_CLIENT_ID',
        'COGNITO_ISSUER',
        'DATABASE_HOST',
        'DATABASE_NAME',
        'DATABASE_SECRET_ARN',
        'NODE_ENV',
        'NODE_OPTIONS',
      ].sort(),
    );
  });

  it('should have a role allowing only AdminGetUser on this pool (and reading its database secret)', () => {
    const roleId = (fn(apiFunctionId()).Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
    const policies = Object.values(resources).filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        (resource.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
    );
    const statements = policies.flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement,
    );
    expect(statements).toEqual([
      { Action: 'cognito-idp:AdminGetUser', Effect: 'Allow', Resource: { 'Fn::GetAtt': [poolId(), 'Arn'] } },
      { Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: { Ref: secretAttachmentId() } },
    ]);
    const role = resources[roleId]!.Properties;
    expect(role.Policies).toBeUndefined();
    expect((role.ManagedPolicyArns as unknown[]).map(render).sort()).toEqual([
      'arn:{Ref:AWS::Partition}:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      'arn:{Ref:AWS::Partition}:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole',
    ]);
  });

  it("should keep every function's logs for the set retention, CDK's helper functions too", () => {
    const functions = Object.entries(resources).filter(
      ([, resource]) => resource.Type === 'AWS::Lambda::Function',
    );
    // The API, the migration, the web files' deployment and three custom-resource providers.
    expect(functions.length).toBeGreaterThanOrEqual(6);
    expect(functions.map(([id]) => id)).toEqual(
      expect.arrayContaining([apiFunctionId(), migrateFunctionId()]),
    );
    for (const [id, resource] of functions) {
      const config = resource.Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined;
      const logGroup = config?.LogGroup?.Ref;
      expect(logGroup, `${id} logs to a group of the stack`).toBeDefined();
      expect(resources[logGroup!]!.Properties.RetentionInDays, id).toBe(30);
    }
  });
});

describe('the database', () => {
  const isolatedSubnets = () =>
    Object.entries(resources)
      .filter(([, resource]) => resource.Type === 'AWS::EC2::Subnet')
      .map(([id]) => ({ Ref: id }));

  it('should be Aurora Serverless v2 PostgreSQL, encrypted, in private subnets with no route out', () => {
    template.hasResourceProperties('AWS::RDS::DBCluster', {
      Engine: 'aurora-postgresql',
      EngineVersion: Match.stringLikeRegexp('^16\\.'),
      ServerlessV2ScalingConfiguration: { MinCapacity: 0.5, MaxCapacity: 4 },
      StorageEncrypted: true,
      DeletionProtection: true,
      DatabaseName: 'diet',
    });
    template.hasResourceProperties('AWS::RDS::DBInstance', {
      DBInstanceClass: 'db.serverless',
      PubliclyAccessible: false,
    });
    const [, subnetGroup] = only('AWS::RDS::DBSubnetGroup');
    expect(subnetGroup.Properties.SubnetIds).toEqual(isolatedSubnets());
    for (const [, subnet] of Object.entries(resources).filter(([, r]) => r.Type === 'AWS::EC2::Subnet')) {
      expect(subnet.Properties.MapPublicIpOnLaunch).toBe(false);
    }
    for (const type of ['AWS::EC2::InternetGateway', 'AWS::EC2::NatGateway', 'AWS::EC2::Route']) {
      template.resourceCountIs(type, 0);
    }
  });

  it('should keep its credentials in Secrets Manager, reached through RDS Proxy with TLS', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'password' }),
    });
    template.hasResourceProperties('AWS::RDS::DBCluster', {
      MasterUserPassword: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
    });
    template.hasResourceProperties('AWS::RDS::DBProxy', {
      EngineFamily: 'POSTGRESQL',
      RequireTLS: true,
      VpcSubnetIds: isolatedSubnets(),
      Auth: [Match.objectLike({ AuthScheme: 'SECRETS', SecretArn: { Ref: secretAttachmentId() } })],
    });
  });

  it('should be reachable only from the proxy, the proxy only from the functions', () => {
    const ingress = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::EC2::SecurityGroupIngress')
      .map((resource) => resource.Properties);
    const groupOf = (id: string) =>
      (resources[id]!.Properties.VpcSecurityGroupIds as { 'Fn::GetAtt': string[] }[])[0]!;
    const [clusterId] = only('AWS::RDS::DBCluster');
    const functionsGroup = (fn(apiFunctionId()).VpcConfig as { SecurityGroupIds: unknown[] })
      .SecurityGroupIds[0];
    const proxyGroup = groupOf(proxyId());
    const into = (group: unknown) =>
      ingress.filter((rule) => JSON.stringify(rule.GroupId) === JSON.stringify(group));
    expect(into(groupOf(clusterId)).map((rule) => [rule.SourceSecurityGroupId, rule.FromPort])).toEqual([
      [proxyGroup, { 'Fn::GetAtt': [clusterId, 'Endpoint.Port'] }],
    ]);
    expect(into(proxyGroup).map((rule) => [rule.SourceSecurityGroupId, rule.FromPort])).toEqual([
      [functionsGroup, 5432],
    ]);
  });

  it('should be migrated at deployment by a one-off function, before the API goes live', () => {
    const [triggerId, trigger] = only('Custom::Trigger');
    const [versionId] = only(
      'AWS::Lambda::Version',
      (version) =>
        JSON.stringify(version.Properties.FunctionName) === JSON.stringify({ Ref: migrateFunctionId() }),
    );
    // A new version, so a new run, whenever the code (and with it the list of migrations) changes.
    expect(trigger.Properties.HandlerArn).toEqual({ Ref: versionId });
    expect(trigger.DependsOn).toEqual(
      expect.arrayContaining([
        proxyId(),
        only('AWS::RDS::DBInstance')[0],
        only('AWS::RDS::DBProxyTargetGroup')[0],
      ]),
    );
    expect(resources[apiFunctionId()]!.DependsOn).toContain(triggerId);
    expect(Object.keys(env(migrateFunctionId())).sort()).toEqual([
      'DATABASE_HOST',
      'DATABASE_NAME',
      'DATABASE_SECRET_ARN',
      'NODE_OPTIONS',
    ]);
  });
});

describe("the functions' code", () => {
  /** What the bundle staged for a function exports, loaded by plain Node as Lambda loads it. */
  function exportsOf(functionId: string): Record<string, string> {
    const key = (resources[functionId]!.Properties.Code as { S3Key: string }).S3Key;
    const file = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
    expect(existsSync(`${file}.map`)).toBe(true);
    const loaded = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
         console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v]))));`,
      ],
      { encoding: 'utf8', cwd: os.tmpdir(), env: { PATH: process.env.PATH } },
    );
    expect(loaded.stderr).toBe('');
    return JSON.parse(loaded.stdout) as Record<string, string>;
  }

  it("should be apps/api's Lambda entries, bundled into ES modules that load on their own", () => {
    expect(exportsOf(apiFunctionId())).toEqual({ createLambdaHandler: 'function', handler: 'function' });
    expect(exportsOf(migrateFunctionId())).toEqual({ handler: 'function', migrateOnDeploy: 'function' });
  });
});

describe('the web app', () => {
  const deploymentWith = (cacheControl: string) =>
    only(
      'Custom::CDKBucketDeployment',
      (resource) => (resource.Properties.SystemMetadata as Json)['cache-control'] === cacheControl,
    );
  const stagedFiles = (deploymentId: string): string[] => {
    const key = render((resources[deploymentId]!.Properties.SourceObjectKeys as unknown[])[0]);
    const asset = key.replace(/\.zip$/, '');
    const list = (dir: string, prefix = ''): string[] =>
      readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? list(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
      );
    return list(path.join(outdir, `asset.${asset}`)).sort();
  };

  it('should live in a private bucket that only the distribution reads (origin access control)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const [oacId] = only('AWS::CloudFront::OriginAccessControl');
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const config = fn(distributionId()).DistributionConfig as { Origins: Json[] };
    expect(config.Origins).toHaveLength(1);
    expect(config.Origins[0]).toMatchObject({
      OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    });
    const [, policy] = only('AWS::S3::BucketPolicy');
    const allows = (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement.filter(
      (statement) => statement.Effect === 'Allow',
    );
    const distributionReads = allows.filter(
      (statement) =>
        JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );
    expect(distributionReads).toHaveLength(1);
    expect(distributionReads[0]).toMatchObject({ Action: 's3:GetObject' });
    expect(
      render(
        (distributionReads[0]!.Condition as Json & { StringEquals: Json }).StringEquals['AWS:SourceArn'],
      ),
    ).toContain(`{Ref:${distributionId()}}`);
    // Nobody else but the stack's own clean-up function.
    for (const statement of allows.filter((s) => s !== distributionReads[0])) {
      expect(JSON.stringify(statement.Principal)).toMatch(/CustomS3AutoDeleteObjects/);
    }
  });

  it('should serve index.html for app routes and never cache it, and keep hashed files a year', () => {
    const config = fn(distributionId()).DistributionConfig as {
      DefaultRootObject: string;
      DefaultCacheBehavior: Json;
      CacheBehaviors: Json[];
    };
    expect(config.DefaultRootObject).toBe('index.html');
    const policy = (behavior: Json) =>
      resources[(behavior.CachePolicyId as { Ref: string }).Ref]!.Properties.CachePolicyConfig as Json;
    const headers = (behavior: Json) =>
      resources[(behavior.ResponseHeadersPolicyId as { Ref: string }).Ref]!.Properties
        .ResponseHeadersPolicyConfig as { CustomHeadersConfig: { Items: Json[] } };

    const document = config.DefaultCacheBehavior;
    expect(document.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(policy(document)).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(headers(document).CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: 'no-cache',
      Override: true,
    });
    const [spaId, spa] = only('AWS::CloudFront::Function');
    expect(document.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaId, 'FunctionARN'] } },
    ]);
    const rewrite = new Function(`${spa.Properties.FunctionCode as string}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    expect(rewrite({ request: { uri: '/dashboard' } }).uri).toBe('/index.html');
    expect(rewrite({ request: { uri: '/assets/index-Ab12Cd34.js' } }).uri).toBe('/assets/index-Ab12Cd34.js');

    expect(config.CacheBehaviors).toHaveLength(1);
    const assets = config.CacheBehaviors[0]!;
    expect(assets).toMatchObject({ PathPattern: 'assets/*', ViewerProtocolPolicy: 'redirect-to-https' });
    expect(policy(assets)).toMatchObject({ DefaultTTL: 31_536_000, MaxTTL: 31_536_000 });
    expect(headers(assets).CustomHeadersConfig.Items.map((item) => item.Header)).not.toContain(
      'Cache-Control',
    );

    // The objects' own Cache-Control: a year for hashed files, revalidation for the rest.
    const [hashedId] = deploymentWith('public, max-age=31536000, immutable');
    const [revalidatedId] = deploymentWith('no-cache');
    expect(stagedFiles(hashedId)).toEqual(['assets/index-Ab12Cd34.js']);
    expect(stagedFiles(revalidatedId)).toEqual(['assets/config-Ef56Gh78.js', 'favicon.svg', 'index.html']);
    expect(resources[revalidatedId]!.DependsOn).toEqual(expect.arrayContaining([hashedId]));
    expect(resources[revalidatedId]!.Properties).toMatchObject({ Prune: false, DistributionPaths: ['/*'] });
  });

  it('should never upload a source map to the public bucket: none staged, and every upload excluding them', () => {
    const deployments = Object.entries(resources).filter(([, r]) => r.Type === 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    for (const [id, deployment] of deployments) {
      expect(deployment.Properties.Exclude, id).toEqual(['*.map']);
      expect(
        stagedFiles(id).filter((file) => file.endsWith('.map')),
        id,
      ).toEqual([]);
    }
    // The fixture's build has one, written beside its chunk as `build.sourcemap: 'hidden'` does.
    expect(existsSync(path.join(scratch, 'web', 'assets/index-Ab12Cd34.js.map'))).toBe(true);
  });

  it('should get the API base and identity settings written into its build at deployment', () => {
    const [, revalidated] = deploymentWith('no-cache');
    const [markers] = revalidated.Properties.SourceMarkers as Json[];
    expect(markers).toEqual({
      [WEB_PLACEHOLDERS.apiUrl]: { 'Fn::GetAtt': [apiId(), 'ApiEndpoint'] },
      [WEB_PLACEHOLDERS.userPoolId]: { Ref: poolId() },
      [WEB_PLACEHOLDERS.clientId]: { Ref: clientId() },
      [WEB_PLACEHOLDERS.region]: 'eu-central-2',
    });
    const [, hashed] = deploymentWith('public, max-age=31536000, immutable');
    expect(hashed.Properties.SourceMarkers).toBeUndefined();
  });

  /** The headers a response headers policy of the template sends (its security fields as headers). */
  function sentHeaders(policy: Resource): Record<string, string> {
    const config = policy.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: {
        ContentSecurityPolicy?: { ContentSecurityPolicy: unknown; Override: boolean };
        StrictTransportSecurity?: {
          AccessControlMaxAgeSec: number;
          IncludeSubdomains?: boolean;
          Preload?: boolean;
          Override: boolean;
        };
        ContentTypeOptions?: { Override: boolean };
        FrameOptions?: { FrameOption: string; Override: boolean };
        ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean };
        XSSProtection?: unknown;
      };
      CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
    };
    const security = config.SecurityHeadersConfig;
    expect(security.XSSProtection).toBeUndefined();
    const overridden = [
      security.ContentSecurityPolicy,
      security.StrictTransportSecurity,
      security.ContentTypeOptions,
      security.FrameOptions,
      security.ReferrerPolicy,
      ...config.CustomHeadersConfig.Items,
    ].filter((entry) => entry !== undefined);
    for (const entry of overridden) expect(entry.Override).toBe(true);
    const hsts = security.StrictTransportSecurity;
    return {
      ...(security.ContentSecurityPolicy && {
        'Content-Security-Policy': render(security.ContentSecurityPolicy.ContentSecurityPolicy),
      }),
      ...(hsts && {
        'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      }),
      ...(security.ContentTypeOptions && { 'X-Content-Type-Options': 'nosniff' }),
      ...(security.FrameOptions && { 'X-Frame-Options': security.FrameOptions.FrameOption }),
      ...(security.ReferrerPolicy && { 'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy }),
      ...Object.fromEntries(config.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value])),
    };
  }

  it("should send exactly @diet/domain's security headers (the local web server's too), for the deployed origins", () => {
    const hash = createHash('sha256').update(FIXTURE_INLINE_SCRIPT).digest('base64');
    const expected = securityHeaders({
      api: `{${apiId()}.ApiEndpoint}`,
      identity: 'https://cognito-idp.eu-central-2.amazonaws.com',
      images: PRODUCT_IMAGE_ORIGINS,
      inlineScriptHashes: [`'sha256-${hash}'`],
      https: true,
    });
    const policies = Object.entries(resources).filter(
      ([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy',
    );
    // index.html's (with no-cache) and the hashed files'.
    expect(policies).toHaveLength(2);
    for (const [id, policy] of policies) {
      const { 'Cache-Control': cacheControl, ...sent } = sentHeaders(policy);
      expect(sent, id).toEqual(expected);
      expect([undefined, 'no-cache']).toContain(cacheControl);
    }
  });

  it("should send a CSP allowing only the API and the user pool to be called, within CloudFront's limit", () => {
    for (const [, policy] of Object.entries(resources).filter(
      ([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy',
    )) {
      const csp = sentHeaders(policy)['Content-Security-Policy']!;
      const directive = (name: string) =>
        csp
          .split('; ')
          .find((entry) => entry.startsWith(`${name} `))
          ?.split(' ')
          .slice(1);
      expect(directive('connect-src')).toEqual([
        "'self'",
        `{${apiId()}.ApiEndpoint}`,
        'https://cognito-idp.eu-central-2.amazonaws.com',
      ]);
      const hash = createHash('sha256').update(FIXTURE_INLINE_SCRIPT).digest('base64');
      expect(directive('script-src')).toEqual(["'self'", `'sha256-${hash}'`, "'wasm-unsafe-eval'"]);
      expect(csp).toMatch(/; upgrade-insecure-requests$/);
      // CloudFront's limit for the header, with the API's real address in place.
      const real = csp.replaceAll(
        `{${apiId()}.ApiEndpoint}`,
        'https://abcdefghij.execute-api.eu-central-2.amazonaws.com',
      );
      expect(real.length).toBeLessThanOrEqual(1783);
    }
  });
});

describe('cloudFrontHeaders', () => {
  it('should put the security headers CloudFront knows in its own fields, the others in custom headers', () => {
    const { securityHeadersBehavior, customHeaders } = cloudFrontHeaders({
      'Strict-Transport-Security': 'max-age=300; includeSubDomains; preload',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(securityHeadersBehavior.strictTransportSecurity).toMatchObject({
      includeSubdomains: true,
      preload: true,
      override: true,
    });
    expect(securityHeadersBehavior.strictTransportSecurity!.accessControlMaxAge.toSeconds()).toBe(300);
    expect(securityHeadersBehavior.frameOptions).toEqual({ frameOption: 'SAMEORIGIN', override: true });
    expect(securityHeadersBehavior.referrerPolicy).toEqual({ referrerPolicy: 'no-referrer', override: true });
    expect(securityHeadersBehavior.contentTypeOptions).toEqual({ override: true });
    expect(customHeaders).toEqual([
      { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
    ]);
  });

  it('given a value CloudFront cannot send, should stop rather than send another', () => {
    for (const [name, value] of [
      ['X-Frame-Options', 'ALLOW-FROM https://example.com'],
      ['Referrer-Policy', 'unsafe-url, origin'],
      ['Strict-Transport-Security', 'max-age=1; includesubdomains'],
      ['X-Content-Type-Options', 'sniff'],
    ]) {
      expect(() => cloudFrontHeaders({ [name!]: value! }), name).toThrow(`CloudFront cannot send ${name}`);
    }
  });
});

describe('the bounds on cost', () => {
  it('should throttle every route of the API stage, for all clients together (50 requests a second, bursts of 100)', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId() },
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    // No route escapes the default settings.
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.RouteSettings).toBeUndefined();
  });

  it('should run at most 50 instances of the API function at once (reserved concurrency)', () => {
    expect(fn(apiFunctionId()).ReservedConcurrentExecutions).toBe(50);
  });

  it("should refuse a client IP address's requests to the web app beyond 2000 in 5 minutes (WAF in us-east-1, on the distribution)", () => {
    expect(edge.region).toBe('us-east-1');
    const edgeTemplate = Template.fromStack(edge);
    edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        {
          Name: 'RequestsPerClientIp',
          Priority: 0,
          Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
          Statement: {
            RateBasedStatement: { AggregateKeyType: 'IP', Limit: 2000, EvaluationWindowSec: 300 },
          },
          VisibilityConfig: Match.objectLike({ CloudWatchMetricsEnabled: true }),
        },
      ],
    });
    const [aclId] = Object.entries(edgeTemplate.toJSON().Resources as Record<string, Resource>).find(
      ([, r]) => r.Type === 'AWS::WAFv2::WebACL',
    )!;
    // The distribution takes its ARN from the edge stack's output, read across regions at deployment.
    const outputs = edgeTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;
    const [outputName] = Object.entries(outputs).find(
      ([, output]) => JSON.stringify(output.Value) === JSON.stringify({ 'Fn::GetAtt': [aclId, 'Arn'] }),
    )!;
    const config = fn(distributionId()).DistributionConfig as { WebACLId: unknown };
    expect(config.WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: edge.stackName, OutputName: outputName, Region: 'us-east-1' },
    });
    const manifest = JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { dependencies?: string[] }>;
    };
    expect(manifest.artifacts[stack.artifactId]!.dependencies).toContain(edge.artifactId);
  });
});

describe('the outputs', () => {
  it('should give the web URL, the API URL and the pool and client ids', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(render(outputs.WebUrl!.Value)).toBe(`https://{${distributionId()}.DomainName}`);
    expect(outputs.ApiUrl!.Value).toEqual({ 'Fn::GetAtt': [apiId(), 'ApiEndpoint'] });
    expect(outputs.UserPoolId!.Value).toEqual({ Ref: poolId() });
    expect(outputs.UserPoolClientId!.Value).toEqual({ Ref: clientId() });
    expect(outputs.Region!.Value).toBe('eu-central-2');
  });
});

describe('the other settings', () => {
  let natStack: DietStack;
  let natEdge: DietEdgeStack;
  let nat: Template;

  beforeAll(() => {
    // Built from stand-in code: the bundles are the main synthesis's concern.
    const code = path.join(scratch, 'stand-in');
    mkdirSync(code, { recursive: true });
    writeFileSync(path.join(code, 'index.mjs'), 'export const handler = async () => ({});\n');
    const context: Record<string, string> = {
      egress: 'nat',
      region: 'eu-central-1',
      stackName: 'DietNat',
      apiRateLimit: '20',
      apiBurstLimit: '40',
      apiReservedConcurrency: '10',
      webRequestsPerIp: '500',
    };
    const settings = readSettings((key) => context[key], INFRA_DIR);
    const app = new App({ context: CURRENTLY_RECOMMENDED_FLAGS, outdir: path.join(scratch, 'nat.out') });
    natEdge = new DietEdgeStack(app, `${settings.stackName}Edge`, { settings });
    natStack = new DietStack(app, settings.stackName, {
      env: { region: settings.region },
      settings,
      code: { api: code, migrate: code },
      web: stageWebBuild(
        writeFixtureWebBuild(path.join(scratch, 'nat-web')),
        path.join(scratch, 'nat-staged'),
      ),
      webAclArn: natEdge.webAcl.attrArn,
    });
    nat = Template.fromStack(natStack);
  });

  it('given other bounds, should throttle the stage, reserve concurrency and limit requests per address with them', () => {
    nat.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
    const [, api] = Object.entries(nat.toJSON().Resources as Record<string, Resource>).find(
      ([id]) => id === natStack.getLogicalId(natStack.apiFunction.node.defaultChild as never),
    )!;
    expect(api.Properties.ReservedConcurrentExecutions).toBe(10);
    Template.fromStack(natEdge).hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ Limit: 500 }) } })],
    });
  });

  it('given egress=nat and another region, should route out through one NAT gateway instead of endpoints, in that region', () => {
    nat.resourceCountIs('AWS::EC2::NatGateway', 1);
    nat.resourceCountIs('AWS::EC2::VPCEndpoint', 0);
    nat.hasResourceProperties('AWS::EC2::SecurityGroup', {
      GroupDescription: Match.stringLikeRegexp('^The API and migration functions'),
      SecurityGroupEgress: Match.arrayWith([
        Match.objectLike({ CidrIp: '0.0.0.0/0', FromPort: 443, ToPort: 443 }),
      ]),
    });
    // The database stays out of the public subnets.
    const natResources = nat.toJSON().Resources as Record<string, Resource>;
    const publicSubnets = Object.entries(natResources)
      .filter(([, r]) => r.Type === 'AWS::EC2::Subnet' && r.Properties.MapPublicIpOnLaunch === true)
      .map(([id]) => ({ Ref: id }));
    expect(publicSubnets).toHaveLength(2);
    const [, group] = Object.entries(natResources).find(([, r]) => r.Type === 'AWS::RDS::DBSubnetGroup')!;
    for (const subnet of publicSubnets) expect(group.Properties.SubnetIds).not.toContainEqual(subnet);
    nat.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          COGNITO_ISSUER: { 'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.eu-central-1.'])] },
        }),
      },
    });
  });
});
