// Local-disk object store: round trip with content type (a meta file only where the extension does
// not imply it), stat, delete, directories made on demand, and refusal of keys that could escape the
// store's directory.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LocalDiskObjectStore } from '../src/objects';
import { tempDir } from './support/temp-dir';

describe('LocalDiskObjectStore', () => {
  const root = join(tempDir(), 'objects');
  const store = new LocalDiskObjectStore(root);

  test('put, stat, get, overwrite and delete', async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    await store.put('images/u1/a.webp', body, 'image/webp');
    expect(existsSync(join(root, 'images/u1/a.webp'))).toBe(true);
    expect(await store.stat('images/u1/a.webp')).toEqual({ size: 7, contentType: 'image/webp' });
    expect(await store.get('images/u1/a.webp')).toEqual({ body, contentType: 'image/webp' });

    await store.put('images/u1/a.webp', Buffer.from('png!'), 'image/png');
    expect(await store.get('images/u1/a.webp')).toEqual({ body: Buffer.from('png!'), contentType: 'image/png' });

    await store.delete('images/u1/a.webp');
    expect(await store.get('images/u1/a.webp')).toBeNull();
    expect(await store.stat('images/u1/a.webp')).toBeNull();
    await expect(store.delete('images/u1/a.webp')).resolves.toBeUndefined();
  });

  test('directories are made when a put finds them missing, also after they were removed; other write errors surface', async () => {
    await store.put('deep/a/b/c/one.png', Buffer.from('1'), 'image/png');
    rmSync(join(root, 'deep'), { recursive: true });
    await store.put('deep/a/b/c/two.png', Buffer.from('2'), 'image/png');
    expect(await store.get('deep/a/b/c/two.png')).toEqual({ body: Buffer.from('2'), contentType: 'image/png' });
    // A parent that is a file: not a missing directory, so no mkdir retry hides it.
    await store.put('deep/file', Buffer.from('f'), 'text/plain');
    await expect(store.put('deep/file/inner.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  test('a type its extension implies is written without a meta file; another type with one; switching back removes it', async () => {
    const meta = join(root, 'types/x.png.meta.json');
    await store.put('types/x.png', Buffer.from('a'), 'image/png');
    expect(existsSync(meta)).toBe(false);
    expect(await store.stat('types/x.png')).toEqual({ size: 1, contentType: 'image/png' });
    await store.put('types/x.png', Buffer.from('bb'), 'application/octet-stream');
    expect(existsSync(meta)).toBe(true);
    expect(await store.get('types/x.png')).toEqual({ body: Buffer.from('bb'), contentType: 'application/octet-stream' });
    await store.put('types/x.png', Buffer.from('c'), 'image/png');
    expect(existsSync(meta)).toBe(false);
    expect(await store.get('types/x.png')).toEqual({ body: Buffer.from('c'), contentType: 'image/png' });
    // Upper-case extensions imply the same; a key with none and no meta is octet-stream.
    await store.put('types/Y.WEBP', Buffer.from('w'), 'image/webp');
    expect(existsSync(join(root, 'types/Y.WEBP.meta.json'))).toBe(false);
    expect((await store.get('types/Y.WEBP'))!.contentType).toBe('image/webp');
    await store.put('types/blob', Buffer.from('z'), 'text/plain');
    expect((await store.get('types/blob'))!.contentType).toBe('text/plain');
    rmSync(join(root, 'types/blob.meta.json'));
    expect((await store.get('types/blob'))!.contentType).toBe('application/octet-stream');
  });

  test('missing keys are null, not errors', async () => {
    expect(await store.get('nothing/here.png')).toBeNull();
    expect(await store.stat('nothing')).toBeNull();
  });

  test.each(['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a//b', 'a/./b', 'a\\..\\b', '', 'C:/x', 'x.meta.json', 'nul\0byte'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid object key/);
      await expect(store.get(key)).rejects.toThrow(/invalid object key/);
      await expect(store.delete(key)).rejects.toThrow(/invalid object key/);
    },
  );
});
