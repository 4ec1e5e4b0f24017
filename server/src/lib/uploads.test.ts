import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { settingsDefaults, mergeSettings, type PlatformSettings } from '@espasyo/domain';
import { checkUpload } from './uploads';

const source = (storage: Partial<PlatformSettings['storage']> = {}) => ({
  get: async () => mergeSettings(settingsDefaults, { storage }),
});
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    [format]()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('checkUpload', () => {
  it('accepts allowed images by content and names the detected type', async () => {
    expect(await checkUpload(source(), await image('png'), 'image')).toMatchObject({
      ext: 'png',
      mime: 'image/png',
      kind: 'image',
    });
    expect((await checkUpload(source(), await image('jpeg'), 'image')).ext).toBe('jpg');
  });

  it('refuses a type the settings do not allow, with the allowed list', async () => {
    await expect(checkUpload(source(), await image('gif'), 'image')).rejects.toMatchObject({
      status: 400,
      message: 'This type of file is not allowed. Allowed: jpg, jpeg, png, webp.',
    });
    expect((await checkUpload(source({ allowedImageTypes: ['gif'] }), await image('gif'), 'image')).ext).toBe('gif');
  });

  it('reads the content, not the name: text is not an image and a PDF is not an image', async () => {
    await expect(checkUpload(source(), Buffer.from('hello, I am a png'), 'image')).rejects.toMatchObject({
      status: 400,
    });
    await expect(checkUpload(source(), pdf, 'image')).rejects.toMatchObject({ status: 400 });
    expect((await checkUpload(source(), pdf, ['image', 'document'])).ext).toBe('pdf');
    await expect(checkUpload(source({ allowedDocumentTypes: ['docx'] }), pdf, 'document')).rejects.toMatchObject({
      message: 'This type of file is not allowed. Allowed: docx.',
    });
  });

  it('refuses a file over the size limit with the limit in words, and an empty file', async () => {
    const png = await image('png');
    await expect(checkUpload(source({ maxFileSize: png.length - 1 }), png, 'image')).rejects.toMatchObject({
      status: 413,
    });
    expect((await checkUpload(source({ maxFileSize: png.length }), png, 'image')).size).toBe(png.length);
    await expect(checkUpload(source(), Buffer.alloc(0), 'image')).rejects.toMatchObject({
      message: 'The file is empty.',
    });
  });
});
