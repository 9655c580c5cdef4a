// scripts/anillos.mjs on a small tree (fixtures/anillos) that has one of each problem it reports.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const fixture = path.join(__dirname, 'fixtures', 'anillos');

function revisar(...carpetas) {
  const r = spawnSync(process.execPath, [path.join(__dirname, 'anillos.mjs'), ...carpetas], { cwd: fixture, encoding: 'utf8' });
  return { codigo: r.status, salida: r.stdout, errores: r.stderr };
}

describe('scripts/anillos.mjs', () => {
  let servidor;
  beforeAll(() => {
    servidor = revisar('server/src');
  });

  it('fails on a folder ring with no file circle, naming one import per step', () => {
    const { codigo, salida } = servidor;
    expect(codigo).toBe(1);
    expect(salida).toContain(
      [
        'Anillos de importación entre carpetas (1):',
        '  server/src/modules/a -> server/src/modules/b -> server/src/modules/a',
        '    server/src/modules/a/servicio.ts importa server/src/modules/b/servicio.ts',
        '    server/src/modules/b/limite.ts importa server/src/modules/a/tipos.ts',
      ].join('\n'),
    );
  });

  it('fails on source that imports a test file or the server test folder; a test importing source is fine', () => {
    const { salida } = servidor;
    expect(salida).toContain(
      [
        'Código fuente que importa código de prueba (2):',
        '  server/src/modules/a/prueba.ts importa server/test/archivo.ts',
        '  server/src/modules/c/impar.ts importa server/src/modules/c/impar.test.ts',
      ].join('\n'),
    );
    expect(salida).not.toContain('servicio.test.ts importa');
  });

  it('still fails on a circle between two files of one folder', () => {
    const { salida } = servidor;
    expect(salida).toContain('Círculos de importación entre archivos (1):\n  server/src/modules/c/impar.ts -> server/src/modules/c/par.ts -> server/src/modules/c/impar.ts');
  });

  it('passes a tree whose folders import one way', () => {
    const { codigo, salida, errores } = revisar('remoto/src', 'server/src/modules/d');
    expect(errores).toBe('');
    expect(salida).toBe('Sin círculos entre archivos, sin anillos entre carpetas, sin importaciones de pruebas (5 archivos).\n');
    expect(codigo).toBe(0);
  });
});
