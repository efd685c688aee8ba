import { z } from 'zod';

/**
 * All configuration, read from the environment once and validated. No other file reads process.env.
 *
 * Cosmos DB: COSMOS_ENDPOINT alone means identity (DefaultAzureCredential); with COSMOS_KEY it means
 * key auth (the local server and the official emulator).
 * Storage: AzureWebJobsStorage as a connection string ("UseDevelopmentStorage=true" style locally), or
 * the identity-based settings AzureWebJobsStorage__blobServiceUri / __queueServiceUri in Azure.
 */
const schema = z.object({
  COSMOS_ENDPOINT: z.url({ error: 'COSMOS_ENDPOINT must be a URL' }),
  COSMOS_KEY: z.string().min(1).optional(),
  COSMOS_DATABASE: z.string().min(1).default('lunch'),
  /** Only for the local server's self-signed certificate on a loopback address. */
  COSMOS_ALLOW_SELF_SIGNED: z.enum(['true', 'false']).default('false'),
  AzureWebJobsStorage: z.string().min(1).optional(),
  AzureWebJobsStorage__blobServiceUri: z.url().optional(),
  AzureWebJobsStorage__queueServiceUri: z.url().optional(),
  MENU_IMAGES_CONTAINER: z.string().default('menu-images'),
  /** When both are set, that admin account is created or updated at start. */
  ADMIN_USERNAME: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  /**
   * How many proxies in front of the app append to X-Forwarded-For: the client address is the entry
   * that many places from the right (entries further left were written by the client and are not trusted).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(5).default(1),
  /**
   * Test only: a named step (e.g. "move:target-written") at which the code stops and waits forever,
   * so a test can kill the process exactly between two writes. Never set it in production.
   */
  TEST_PAUSE_AT: z.string().optional(),
  /** Optional Google Places API (New) key: fills phone, website, rating, address of a maps import. */
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_ENDPOINT: z.url().default('https://places.googleapis.com'),
  /**
   * Test only: comma-separated host:port pairs the menu fetcher may reach although they are not public
   * addresses (a loopback test server). Empty in every real deployment.
   */
  FETCH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .refine((entries) => entries.every((entry) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry)), {
      message: 'FETCH_ALLOWED_HOSTS must be a comma-separated list of host:port',
    }),
  /** Optional Azure OpenAI deployment for pages the rule-based menu extractor cannot read. */
  AZURE_OPENAI_ENDPOINT: z.url().optional(),
  AZURE_OPENAI_DEPLOYMENT: z.string().min(1).optional(),
  /** Without a key the extractor signs in with DefaultAzureCredential. */
  AZURE_OPENAI_API_KEY: z.string().min(1).optional(),
  AZURE_OPENAI_API_VERSION: z.string().min(1).default('2024-10-21'),
  /**
   * Optional Azure OpenAI image deployment (e.g. gpt-image-1 or dall-e-3) for menu images. Unset, the
   * imggen worker draws its own illustration and nothing leaves the service. The endpoint defaults to
   * AZURE_OPENAI_ENDPOINT; the key to AZURE_OPENAI_API_KEY (else DefaultAzureCredential).
   */
  AZURE_OPENAI_IMAGE_DEPLOYMENT: z.string().min(1).optional(),
  AZURE_OPENAI_IMAGE_ENDPOINT: z.url().optional(),
  AZURE_OPENAI_IMAGE_API_VERSION: z.string().min(1).default('2025-04-01-preview'),
  /**
   * Optional e-mail through Azure Communication Services (invitation links, owner reminders): the
   * resource's endpoint (https://<name>.<region>.communication.azure.com) and the sender address of
   * its linked domain. Sent with DefaultAzureCredential (the app's identity); unset, nothing is
   * e-mailed and the back-office shows the links.
   */
  EMAIL_ENDPOINT: z.url({ error: 'EMAIL_ENDPOINT must be a URL' }).optional(),
  EMAIL_SENDER: z.email({ error: 'EMAIL_SENDER must be an e-mail address' }).optional(),
  /**
   * Optional: the site's address in links sent out (invitations), e.g. https://lunchkoll.se. Unset, the
   * address the request came to is used (the Static Web App's host in Azure, the local host locally).
   * Empty counts as unset (infra passes an empty parameter through).
   */
  PUBLIC_BASE_URL: z.union([z.literal(''), z.url({ error: 'PUBLIC_BASE_URL must be a URL' })]).optional(),
  /** Requests slower than this (ms) are written to the log store as performance entries. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** Test only: a named step (e.g. "rank") whose queue handler throws, to test retries and poison. */
  TEST_FAIL_AT: z.string().optional(),
});

export interface Config {
  cosmos: { endpoint: string; key?: string; database: string; allowSelfSigned: boolean };
  storage:
    | { kind: 'connectionString'; connectionString: string }
    | { kind: 'identity'; blobServiceUri: string; queueServiceUri: string };
  menuImagesContainer: string;
  bootstrapAdmin?: { username: string; password: string };
  trustedProxyHops: number;
  testPauseAt?: string;
  placesProvider?: { apiKey: string; endpoint: string };
  /** host:port pairs (lower case) the fetcher lets through although not public: tests only. */
  fetchAllowedHosts: string[];
  menuModel?: { endpoint: string; deployment: string; apiKey?: string; apiVersion: string };
  imageModel?: { endpoint: string; deployment: string; apiKey?: string; apiVersion: string };
  slowRequestMs: number;
  testFailAt?: string;
  email?: { endpoint: string; sender: string };
  /** Without a trailing slash. */
  publicBaseUrl?: string;
}

let cached: Config | undefined;

export class ConfigError extends Error {}

export function getConfig(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  let storage: Config['storage'];
  if (env.AzureWebJobsStorage) {
    storage = { kind: 'connectionString', connectionString: env.AzureWebJobsStorage };
  } else if (env.AzureWebJobsStorage__blobServiceUri && env.AzureWebJobsStorage__queueServiceUri) {
    storage = {
      kind: 'identity',
      blobServiceUri: env.AzureWebJobsStorage__blobServiceUri,
      queueServiceUri: env.AzureWebJobsStorage__queueServiceUri,
    };
  } else {
    throw new ConfigError(
      'Invalid configuration: set AzureWebJobsStorage, or AzureWebJobsStorage__blobServiceUri and AzureWebJobsStorage__queueServiceUri',
    );
  }
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither');
  }
  if (env.AZURE_OPENAI_IMAGE_DEPLOYMENT && !env.AZURE_OPENAI_IMAGE_ENDPOINT && !env.AZURE_OPENAI_ENDPOINT) {
    throw new ConfigError('Invalid configuration: AZURE_OPENAI_IMAGE_DEPLOYMENT needs AZURE_OPENAI_IMAGE_ENDPOINT or AZURE_OPENAI_ENDPOINT');
  }
  if (env.AZURE_OPENAI_ENDPOINT && !env.AZURE_OPENAI_DEPLOYMENT && env.AZURE_OPENAI_IMAGE_DEPLOYMENT) {
    // An endpoint used only for images is fine.
  } else if (Boolean(env.AZURE_OPENAI_ENDPOINT) !== Boolean(env.AZURE_OPENAI_DEPLOYMENT)) {
    throw new ConfigError('Invalid configuration: set both AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT, or neither');
  }
  if (Boolean(env.EMAIL_ENDPOINT) !== Boolean(env.EMAIL_SENDER)) {
    throw new ConfigError('Invalid configuration: set both EMAIL_ENDPOINT and EMAIL_SENDER, or neither');
  }
  const allowSelfSigned = env.COSMOS_ALLOW_SELF_SIGNED === 'true';
  if (allowSelfSigned && !isLoopbackUrl(env.COSMOS_ENDPOINT)) {
    throw new ConfigError('Invalid configuration: COSMOS_ALLOW_SELF_SIGNED is only allowed for a loopback COSMOS_ENDPOINT');
  }
  cached = {
    cosmos: { endpoint: env.COSMOS_ENDPOINT, key: env.COSMOS_KEY, database: env.COSMOS_DATABASE, allowSelfSigned },
    storage,
    menuImagesContainer: env.MENU_IMAGES_CONTAINER,
    bootstrapAdmin: env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : undefined,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    testPauseAt: env.TEST_PAUSE_AT,
    placesProvider: env.GOOGLE_PLACES_API_KEY ? { apiKey: env.GOOGLE_PLACES_API_KEY, endpoint: env.GOOGLE_PLACES_ENDPOINT } : undefined,
    fetchAllowedHosts: env.FETCH_ALLOWED_HOSTS,
    menuModel:
      env.AZURE_OPENAI_ENDPOINT && env.AZURE_OPENAI_DEPLOYMENT
        ? { endpoint: env.AZURE_OPENAI_ENDPOINT, deployment: env.AZURE_OPENAI_DEPLOYMENT, apiKey: env.AZURE_OPENAI_API_KEY, apiVersion: env.AZURE_OPENAI_API_VERSION }
        : undefined,
    imageModel:
      env.AZURE_OPENAI_IMAGE_DEPLOYMENT && (env.AZURE_OPENAI_IMAGE_ENDPOINT ?? env.AZURE_OPENAI_ENDPOINT)
        ? {
            endpoint: (env.AZURE_OPENAI_IMAGE_ENDPOINT ?? env.AZURE_OPENAI_ENDPOINT)!,
            deployment: env.AZURE_OPENAI_IMAGE_DEPLOYMENT,
            apiKey: env.AZURE_OPENAI_API_KEY,
            apiVersion: env.AZURE_OPENAI_IMAGE_API_VERSION,
          }
        : undefined,
    slowRequestMs: env.SLOW_REQUEST_MS,
    testFailAt: env.TEST_FAIL_AT,
    email: env.EMAIL_ENDPOINT && env.EMAIL_SENDER ? { endpoint: env.EMAIL_ENDPOINT, sender: env.EMAIL_SENDER } : undefined,
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined,
  };
  return cached;
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}
