import { webcrypto } from 'node:crypto';
import { parseRemotesJson } from './federation';
import { isSri, sriOf } from './integrity';

const HASHES = { remoteEntry: `sha384-${'A'.repeat(64)}`, manifest: `sha384-${'B'.repeat(64)}` };

describe('/remotes.json', () => {
  it('lee entry e integridad de cada remoto conocido', () => {
    expect(
      parseRemotesJson({
        mf_admin: { entry: '/mf/mf-admin/mf-manifest.json', integrity: HASHES },
        mf_reportes: { entry: 'https://cdn.example/mf-manifest.json' },
      }),
    ).toEqual({
      mf_admin: { entry: '/mf/mf-admin/mf-manifest.json', integrity: HASHES },
      mf_reportes: { entry: 'https://cdn.example/mf-manifest.json' },
    });
  });

  it('ignora remotos desconocidos, entradas vacías e integridad mal formada', () => {
    expect(
      parseRemotesJson({
        mf_otro: { entry: '/x.json' },
        mf_admin: { entry: '' },
        mf_callcenter: { entry: '/c.json', integrity: { remoteEntry: 'md5-x', manifest: HASHES.manifest } },
      }),
    ).toEqual({ mf_callcenter: { entry: '/c.json' } });
  });

  it('acepta el formato anterior (solo la URL)', () => {
    expect(parseRemotesJson({ mf_admin: '/mf/mf-admin/mf-manifest.json' })).toEqual({ mf_admin: { entry: '/mf/mf-admin/mf-manifest.json' } });
  });
});

describe('SRI', () => {
  // jsdom has no SubtleCrypto; the browser's and Node's are the same Web Crypto API.
  beforeAll(() => {
    Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });

  it('sha384 en forma SRI, igual que `openssl dgst -sha384 -binary | base64`', async () => {
    // Bytes from Node's realm: Node's SubtleCrypto (standing in for the browser's) checks the realm.
    const buf = Buffer.from('var mf_admin;');
    const bytes = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length) as ArrayBuffer;
    const sri = await sriOf(bytes, HASHES.remoteEntry);
    expect(sri).toBe('sha384-rJEdqT1rVCpim2KLc3EXZjcq7eZBC3KS6WYxbLTlirvjcjXjE8yOH1pySvEzKqlx');
    expect(isSri(sri)).toBe(true);
  });
});
