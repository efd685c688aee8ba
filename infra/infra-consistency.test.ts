/**
 * Cross-check of infra/ (Bicep, azure.yaml) against what the code declares. Every list on the code side
 * is read from the code itself (imported constants, or the config schema parsed from its source), so a
 * queue, container or setting added to the code fails this test until infra provisions it, and one
 * removed from the code fails it until infra stops provisioning it. The Bicep side is read with
 * tree-sitter-bicep (no Bicep compiler can run here): every file must parse without ERROR nodes, and the
 * literal lists in infra/main.bicep and the app settings in infra/app/api.bicep are evaluated from the tree.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTAINERS } from '../functions/src/data/containers';
import { BLOB_CONTAINERS, QUEUES, poisonQueueName } from '../functions/src/data/storage';

const require = createRequire(import.meta.url);
const Parser = require('tree-sitter') as typeof import('tree-sitter');
const Bicep = require('tree-sitter-bicep');

const root = path.resolve(import.meta.dirname, '..');
const infraDir = path.join(root, 'infra');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

// ---------------------------------------------------------------------------------------------------
// Bicep: parse, and evaluate the literal parts of the tree.

type SyntaxNode = import('tree-sitter').SyntaxNode;
const parser = new Parser();
parser.setLanguage(Bicep);

function bicepFiles(dir = infraDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : bicepFiles(full);
    return entry.name.endsWith('.bicep') ? [full] : [];
  });
}

function parseBicep(file: string) {
  return parser.parse(readFileSync(file, 'utf8')).rootNode;
}

function syntaxProblems(node: SyntaxNode, found: string[] = []): string[] {
  if (node.type === 'ERROR' || node.isMissing) {
    found.push(`${node.isMissing ? `missing ${node.type}` : 'ERROR'} at line ${node.startPosition.row + 1}: ${node.text.slice(0, 80)}`);
  }
  for (const child of node.children) syntaxProblems(child, found);
  return found;
}

/** A value that is not a literal: a reference to a name, or any other expression (kept as its text). */
interface Reference { ref: string }
interface Expression { expr: string }
type Value = string | number | boolean | null | Value[] | { [key: string]: Value } | Reference | Expression;

const named = (node: SyntaxNode) => node.namedChildren.filter((child) => child.type !== 'comment');

/** Top-level declarations of one kind (variable_declaration, module_declaration, ...) by name. */
function declarations(rootNode: SyntaxNode, type: string): Map<string, SyntaxNode> {
  const result = new Map<string, SyntaxNode>();
  for (const node of named(rootNode)) {
    if (node.type !== type) continue;
    const name = named(node).find((child) => child.type === 'identifier');
    if (name) result.set(name.text, node);
  }
  return result;
}

/** Evaluates literals; a bare identifier is resolved through `vars` (same file), else kept as a reference. */
function evaluate(node: SyntaxNode, vars: Map<string, SyntaxNode>, seen = new Set<string>()): Value {
  switch (node.type) {
    case 'string': {
      if (node.namedChildren.some((child) => child.type === 'interpolation')) return { expr: node.text };
      return node.text.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    case 'number':
      return Number(node.text);
    case 'boolean':
      return node.text === 'true';
    case 'null':
      return null;
    case 'array':
      return named(node).map((item) => evaluate(item, vars, seen));
    case 'object': {
      const result: Record<string, Value> = {};
      for (const property of named(node).filter((child) => child.type === 'object_property')) {
        const [key, value] = [named(property)[0], named(property).at(-1)!];
        result[key.type === 'string' ? key.text.slice(1, -1) : key.text] = evaluate(value, vars, seen);
      }
      return result;
    }
    case 'identifier': {
      const declaration = vars.get(node.text);
      if (!declaration || seen.has(node.text)) return { ref: node.text };
      return evaluate(named(declaration).at(-1)!, vars, new Set([...seen, node.text]));
    }
    default:
      return { expr: node.text };
  }
}

function variable(file: string, name: string): Value {
  const rootNode = parseBicep(file);
  const vars = declarations(rootNode, 'variable_declaration');
  const declaration = vars.get(name);
  if (!declaration) throw new Error(`${path.relative(root, file)} declares no var ${name}`);
  return evaluate(named(declaration).at(-1)!, vars);
}

/** The params object of `module <name> '<path>' = { params: {...} }` in a file, evaluated. */
function moduleParams(file: string, moduleName: string): Record<string, Value> {
  const rootNode = parseBicep(file);
  const vars = declarations(rootNode, 'variable_declaration');
  const declaration = declarations(rootNode, 'module_declaration').get(moduleName);
  if (!declaration) throw new Error(`${path.relative(root, file)} declares no module ${moduleName}`);
  const body = evaluate(named(declaration).at(-1)!, vars) as Record<string, Value>;
  return body.params as Record<string, Value>;
}

const isReference = (value: Value): value is Reference => typeof value === 'object' && value !== null && 'ref' in value;
const sorted = <T>(values: Iterable<T>) => [...values].sort();

// ---------------------------------------------------------------------------------------------------
// Code: the config schema of functions/src/config.ts, read from its source (the schema is not exported,
// and importing config.ts would validate this process's environment).

interface SettingDeclaration { name: string; required: boolean; testOnly: boolean; defaultValue?: string }

function configSettings(): SettingDeclaration[] {
  const file = 'functions/src/config.ts';
  const source = read(file);
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  let schemaObject: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'schema' && node.initializer && ts.isCallExpression(node.initializer)) {
      const [argument] = node.initializer.arguments;
      if (node.initializer.expression.getText() === 'z.object' && argument && ts.isObjectLiteralExpression(argument)) schemaObject = argument;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!schemaObject) throw new Error(`${file}: no \`const schema = z.object({...})\` found`);
  return schemaObject.properties.filter(ts.isPropertyAssignment).map((property) => {
    const initializer = property.initializer.getText();
    const comments = (ts.getLeadingCommentRanges(source, property.getFullStart()) ?? []).map((range) => source.slice(range.pos, range.end)).join('\n');
    const defaultMatch = /\.default\(\s*'([^']*)'\s*\)/.exec(initializer);
    return {
      name: property.name.getText().replace(/^['"]|['"]$/g, ''),
      required: !/\.optional\(\)/.test(initializer) && !/\.default\(/.test(initializer),
      testOnly: /test only/i.test(comments),
      defaultValue: defaultMatch?.[1],
    };
  });
}

/**
 * App settings that the code's schema does not read but the platform does, each with the reason it is
 * set. A setting in api.bicep that is neither in the schema nor here is provisioned but unused.
 */
const PLATFORM_SETTINGS: Record<string, string> = {
  AzureWebJobsStorage__credential: 'Functions host: identity-based AzureWebJobsStorage connection',
  AzureWebJobsStorage__clientId: 'Functions host: which user-assigned identity the storage connection uses',
  AZURE_CLIENT_ID: 'Azure SDK DefaultAzureCredential: which user-assigned identity the app signs in with',
  APPLICATIONINSIGHTS_CONNECTION_STRING: 'Functions host: where telemetry goes (no key in it with local auth off)',
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Functions host: Entra-authenticated telemetry',
};

// ---------------------------------------------------------------------------------------------------

const mainBicep = path.join(infraDir, 'main.bicep');
const apiBicep = path.join(infraDir, 'app/api.bicep');

describe('Bicep files', () => {
  const files = bicepFiles();

  it('exist: main.bicep and the app modules', () => {
    expect(files.map((file) => path.relative(infraDir, file))).toEqual(expect.arrayContaining(['main.bicep', 'app/api.bicep', 'app/storage.bicep', 'app/cosmos.bicep', 'app/web.bicep', 'app/rbac.bicep']));
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s parses with no syntax errors', (_relative, file) => {
    expect(syntaxProblems(parseBicep(file))).toEqual([]);
  });

  it('reference local modules that exist and registry modules at pinned versions', () => {
    for (const file of files) {
      for (const declaration of declarations(parseBicep(file), 'module_declaration').values()) {
        const target = evaluate(named(declaration)[1], new Map()) as string;
        if (target.startsWith('br/public:')) expect(target, `${path.relative(root, file)}`).toMatch(/^br\/public:avm\/res\/[a-z-]+\/[a-z-]+:\d+\.\d+\.\d+$/);
        else expect(existsSync(path.resolve(path.dirname(file), target)), `${path.relative(root, file)} -> ${target}`).toBe(true);
      }
    }
  });

  it('hold no keys: no listKeys, no account keys, local auth off everywhere', () => {
    const all = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(all).not.toMatch(/listKeys\(|AccountKey=|primaryMasterKey|\.primaryKey|InstrumentationKey=/);
    expect(read('infra/app/storage.bicep')).toMatch(/allowSharedKeyAccess:\s*false/);
    expect(read('infra/app/cosmos.bicep')).toMatch(/disableLocalAuth:\s*true/);
    expect(read('infra/app/cosmos.bicep')).toMatch(/EnableServerless/);
    expect(read('infra/app/monitoring.bicep')).toMatch(/disableLocalAuth:\s*true/);
  });
});

describe('infra provisions exactly what the code uses', () => {
  it('queues: every queue of QUEUES and its poison queue, nothing else', () => {
    const expected = QUEUES.flatMap((queue) => [queue, poisonQueueName(queue)]);
    expect(sorted(variable(mainBicep, 'storageQueues') as string[])).toEqual(sorted(expected));
  });

  it('queue triggers in the function files name provisioned queues', () => {
    const provisioned = variable(mainBicep, 'storageQueues') as string[];
    const dir = path.join(root, 'functions/src/functions');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/queueName:\s*'([^']+)'/g)) {
        expect(provisioned, `${file} triggers on '${match[1]}'`).toContain(match[1]);
      }
    }
  });

  it('blob containers: BLOB_CONTAINERS and every container the code names literally', () => {
    const provisioned = variable(mainBicep, 'blobContainers') as string[];
    expect(sorted(provisioned)).toEqual(sorted(BLOB_CONTAINERS));
    const sources = sourceFiles(path.join(root, 'functions/src'));
    for (const file of sources) {
      for (const match of readFileSync(file, 'utf8').matchAll(/getContainerClient\(\s*'([^']+)'/g)) {
        expect(provisioned, `${path.relative(root, file)} uses blob container '${match[1]}'`).toContain(match[1]);
      }
    }
  });

  it('Cosmos DB containers: ids, partition keys and default TTLs of CONTAINERS', () => {
    const expected = Object.values(CONTAINERS).map((c) => ({ name: c.id, partitionKey: c.partitionKey, defaultTtl: c.defaultTtl }));
    const provisioned = (variable(mainBicep, 'cosmosContainers') as Array<Record<string, Value>>).map((c) => ({
      name: c.name,
      partitionKey: c.partitionKey,
      defaultTtl: c.defaultTtl,
    }));
    const byName = (a: { name: unknown }, b: { name: unknown }) => String(a.name).localeCompare(String(b.name));
    expect(provisioned.sort(byName)).toEqual(expected.sort(byName));
  });

  it('the route prefix: host.json serves under /api, the path Static Web Apps forwards to a linked backend', () => {
    const host = JSON.parse(read('functions/host.json'));
    const prefix = host.extensions?.http?.routePrefix;
    expect(prefix).toBe('api');
    const outputs = declarations(parseBicep(mainBicep), 'output_declaration');
    expect(outputs.get('API_BASE_URL')?.text).toContain(`}/${prefix}'`);
    const swa = JSON.parse(read('staticwebapp.config.json'));
    expect(swa.navigationFallback.exclude).toContain(`/${prefix}/*`);
    const dir = path.join(root, 'functions/src/functions');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/route:\s*'([^']*)'/g)) {
        expect(match[1], `${file}: routes are relative to the prefix`).not.toMatch(new RegExp(`^/?${prefix}(/|$)`));
      }
    }
  });
});

describe('app settings (infra/app/api.bicep) against the config schema (functions/src/config.ts)', () => {
  const settings = configSettings();
  const schemaNames = new Set(settings.map((s) => s.name));
  const appSettings = variable(apiBicep, 'appSettings') as Record<string, Value>;
  const apiParams = moduleParams(mainBicep, 'api');
  const mainVars = declarations(parseBicep(mainBicep), 'variable_declaration');

  /** An app setting's value when it is known at authoring time: a literal, or a param fed a literal var by main.bicep. */
  function literalValue(name: string): Value | undefined {
    let value = appSettings[name];
    if (isReference(value)) value = apiParams[value.ref];
    if (isReference(value)) {
      const declaration = mainVars.get(value.ref);
      value = declaration ? evaluate(named(declaration).at(-1)!, mainVars) : undefined;
    }
    return value;
  }

  it('the schema was found and read', () => {
    expect(settings.length).toBeGreaterThan(5);
    expect(schemaNames).toContain('COSMOS_ENDPOINT');
  });

  it('every setting the schema requires is set', () => {
    const missing = settings.filter((s) => s.required && !(s.name in appSettings)).map((s) => s.name);
    expect(missing).toEqual([]);
  });

  it('storage uses the identity-based settings, never a connection string', () => {
    expect(Object.keys(appSettings)).toEqual(expect.arrayContaining(['AzureWebJobsStorage__blobServiceUri', 'AzureWebJobsStorage__queueServiceUri']));
    expect(schemaNames).toContain('AzureWebJobsStorage__blobServiceUri');
    expect(schemaNames).toContain('AzureWebJobsStorage__queueServiceUri');
    expect(appSettings).not.toHaveProperty('AzureWebJobsStorage');
    expect(appSettings.AzureWebJobsStorage__credential).toBe('managedidentity');
  });

  it('every setting set is read by the schema or by the platform (nothing provisioned unused)', () => {
    const unused = Object.keys(appSettings).filter((name) => !schemaNames.has(name) && !(name in PLATFORM_SETTINGS));
    expect(unused).toEqual([]);
    // A platform setting the schema starts reading belongs to the schema, not to this list.
    expect(Object.keys(PLATFORM_SETTINGS).filter((name) => schemaNames.has(name))).toEqual([]);
  });

  it('no test-only setting and no secret is set in Azure', () => {
    const forbidden = settings.filter((s) => s.testOnly || /(_KEY|PASSWORD|SECRET)$/.test(s.name)).map((s) => s.name);
    expect(forbidden.length).toBeGreaterThan(0);
    expect(Object.keys(appSettings).filter((name) => forbidden.includes(name))).toEqual([]);
  });

  it('settings that name provisioned resources name them: the database and the menu image container', () => {
    const effective = (name: string) => literalValue(name) ?? settings.find((s) => s.name === name)?.defaultValue;
    expect(effective('COSMOS_DATABASE')).toBe(variable(mainBicep, 'cosmosDatabaseName'));
    expect(variable(mainBicep, 'blobContainers')).toContain(effective('MENU_IMAGES_CONTAINER'));
  });
});

describe('identity and roles (infra/app/rbac.bicep)', () => {
  it('the app identity gets exactly the data roles the code needs', () => {
    const roles = variable(path.join(infraDir, 'app/rbac.bicep'), 'roles') as Record<string, string>;
    expect(sorted(Object.values(roles))).toEqual(sorted([
      'b7e6dc6d-f1e8-4753-8033-0f276bb0955b', // Storage Blob Data Owner
      '974c5e8b-45b9-4653-ba55-5f855dd0fb88', // Storage Queue Data Contributor
      '8a0f0c08-91a1-4084-bc3d-661d67233fed', // Storage Queue Data Message Processor
      '3913510d-42f4-4e42-8a64-420c390055eb', // Monitoring Metrics Publisher
    ]));
    // Cosmos DB Built-in Data Contributor is a Cosmos SQL role assignment.
    expect(variable(path.join(infraDir, 'app/rbac.bicep'), 'cosmosDataContributorRoleId')).toBe('00000000-0000-0000-0000-000000000002');
  });

  it('the app identity may send e-mail through the one Communication Services resource (email.bicep)', () => {
    const email = path.join(infraDir, 'app/email.bicep');
    // Communication and Email Service Owner: the narrowest built-in role that can send with Entra ID.
    expect(variable(email, 'communicationAndEmailServiceOwnerRoleId')).toBe('09976791-48a7-449e-bb21-39d1a415f350');
    expect(read('infra/app/email.bicep')).toMatch(/scope: communication\n/);
    expect(moduleParams(mainBicep, 'email').identityPrincipalId).toEqual({ expr: 'identity.outputs.principalId' });
    const apiParams = moduleParams(mainBicep, 'api');
    expect(apiParams.emailEndpoint).toEqual({ expr: 'email.outputs.endpoint' });
    expect(apiParams.emailSender).toEqual({ expr: 'email.outputs.sender' });
  });
});

describe('azure.yaml', () => {
  const yaml = read('azure.yaml');
  /** The block of one service: its lines up to the next service (two-space indent) or the end. */
  const service = (name: string) => new RegExp(`\\n  ${name}:\\n((?:    .*\\n|\\s*\\n)*)`).exec(yaml)?.[1] ?? '';

  it('deploys web/dist to the Static Web App and functions/ to the Functions app', () => {
    expect(service('web')).toMatch(/host: staticwebapp/);
    expect(service('web')).toMatch(/project: \.\/web/);
    expect(service('web')).toMatch(/dist: dist/);
    expect(service('web')).toMatch(/npm run build -w web/);
    expect(service('web')).toMatch(/cp staticwebapp\.config\.json web\/dist\//);
    expect(existsSync(path.join(root, 'staticwebapp.config.json'))).toBe(true);
    expect(service('api')).toMatch(/host: function/);
    expect(service('api')).toMatch(/project: \.\/functions/);
    expect(service('api')).toMatch(/npm run build -w functions/);
  });

  it('names the services the Bicep tags (azd-service-name)', () => {
    expect(read('infra/app/web.bicep')).toMatch(/'azd-service-name': 'web'/);
    expect(read('infra/app/api.bicep')).toMatch(/'azd-service-name': 'api'/);
  });

  it('the Functions app runs Node 20, inside the engines range of package.json', () => {
    expect(read('infra/app/api.bicep')).toMatch(/name: 'node'\s+version: '20'/);
    expect(JSON.parse(read('package.json')).engines.node).toMatch(/^>=20\./);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
