import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';
import sharp from 'sharp';
import type { LunchMenu } from '@lunch/shared';
import type { Config } from '../config';
import { MENU_IMAGE_HEIGHT, MENU_IMAGE_WIDTH, renderMenuImage } from '../seed/menu-images';
import { dishKindOf } from './dish-kind';
import { COGNITIVE_SERVICES_SCOPE } from './model-extractor';

/**
 * Menu images for the imggen worker. The default generator needs nothing outside the service: the
 * illustration of the dish's kind (seed/menu-images.ts), drawn without text or fonts. Text on the card
 * was left out on purpose: librsvg renders SVG <text> through fontconfig, and an Azure Functions Linux
 * worker (Flex Consumption or Consumption: no custom image) does not promise any installed font, so a
 * dish name could come out as empty boxes there while rendering fine on a developer machine.
 *
 * With AZURE_OPENAI_IMAGE_DEPLOYMENT configured, an image model (Azure OpenAI images API) paints the
 * dish instead, and only such images are labelled AI-generated.
 */
export interface GeneratedImage {
  bytes: Buffer;
  aiGenerated: boolean;
  source: 'illustration' | 'image-model';
}

export type ImageModelSettings = NonNullable<Config['imageModel']>;

export class ImageModelError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ImageModelError';
  }
}

type MenuForImage = Pick<LunchMenu, 'name' | 'description' | 'tags'>;

export async function illustrationFor(menu: MenuForImage): Promise<GeneratedImage> {
  const kind = dishKindOf({ name: menu.name, description: menu.description ?? '', tags: menu.tags ?? [], category: undefined });
  return { bytes: await renderMenuImage(kind), aiGenerated: false, source: 'illustration' };
}

/** The prompt sent to an image model: the dish only, no restaurant or person data. */
export function imagePrompt(menu: MenuForImage): string {
  const dish = `${menu.name}${menu.description ? `, ${menu.description}` : ''}`.slice(0, 400);
  return `An appetising, realistic photo of a Swedish lunch dish seen from above on a plate, natural light, no text, no people: ${dish}`;
}

export function createImageModel(settings: ImageModelSettings | undefined, options: { credential?: TokenCredential; timeoutMs?: number } = {}) {
  if (!settings) return undefined;
  let credential = options.credential;
  const timeoutMs = options.timeoutMs ?? 90_000;
  return {
    name: `azure-openai-images:${settings.deployment}`,
    async generate(menu: MenuForImage): Promise<GeneratedImage> {
      const signal = AbortSignal.timeout(timeoutMs);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (settings.apiKey) headers['api-key'] = settings.apiKey;
      else {
        credential ??= new DefaultAzureCredential();
        const token = await credential.getToken(COGNITIVE_SERVICES_SCOPE, { abortSignal: signal }).catch((err: unknown) => {
          throw new ImageModelError(`sign-in failed: ${(err as Error).message}`);
        });
        if (!token) throw new ImageModelError('sign-in returned no token');
        headers.Authorization = `Bearer ${token.token}`;
      }
      const url = `${settings.endpoint.replace(/\/+$/, '')}/openai/deployments/${encodeURIComponent(settings.deployment)}/images/generations?api-version=${encodeURIComponent(settings.apiVersion)}`;
      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ prompt: imagePrompt(menu), n: 1, size: '1024x1024' }), signal });
      } catch (err) {
        throw new ImageModelError(signal.aborted ? `no answer within ${timeoutMs} ms` : `network error: ${(err as Error).message}`);
      }
      if (!response.ok) throw new ImageModelError(`HTTP ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`, response.status);
      const body = (await response.json().catch(() => undefined)) as { data?: { b64_json?: string }[] } | undefined;
      const b64 = body?.data?.[0]?.b64_json;
      if (!b64) throw new ImageModelError('the answer holds no b64_json image');
      try {
        const bytes = await sharp(Buffer.from(b64, 'base64')).resize(MENU_IMAGE_WIDTH, MENU_IMAGE_HEIGHT, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
        return { bytes, aiGenerated: true, source: 'image-model' };
      } catch (err) {
        throw new ImageModelError(`the image could not be read: ${(err as Error).message}`);
      }
    },
  };
}
export type ImageModel = NonNullable<ReturnType<typeof createImageModel>>;
