import type { FastifyInstance } from 'fastify';
import type { UploadResponse } from '../../contract/uploads.ts';
import { multipart, picture } from './upload-files.ts';

/** An image stored through the real upload route, for products that must point at one. */
export async function uploadImage(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const body = multipart([
    { name: 'image', filename: 'photo.png', contentType: 'image/png', data: await picture('png', 80, 60) },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<UploadResponse>().image;
}
