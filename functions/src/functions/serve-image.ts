import { declareHttp } from '../app/declare-http';
import { badRequest, notFound } from '../http/responses';
import { readMenuImage } from '../data/menu-image-store';

/** {restaurantId}_{menuId}.webp, nothing else: the name goes straight into a blob path. */
const IMAGE_NAME = /^[A-Za-z0-9-]{1,64}_[A-Za-z0-9-]{1,64}\.webp$/;

export default declareHttp({
  name: 'serve-image',
  route: 'serveImage',
  methods: ['GET'],
  access: 'public',
  handler: async (request) => {
    const name = request.query.get('imageName') ?? '';
    if (!IMAGE_NAME.test(name)) {
      return badRequest('imageName must look like {restaurantId}_{menuId}.webp', 'imageName');
    }
    const image = await readMenuImage(name);
    if (!image) return notFound(`No image named '${name}'`);
    if (image.etag && request.headers.get('if-none-match') === image.etag) {
      return { status: 304, headers: { ETag: image.etag } };
    }
    return {
      status: 200,
      body: image.bytes,
      headers: {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        'X-Content-Type-Options': 'nosniff',
        ...(image.etag ? { ETag: image.etag } : {}),
        ...(image.lastModified ? { 'Last-Modified': image.lastModified.toUTCString() } : {}),
      },
    };
  },
});
