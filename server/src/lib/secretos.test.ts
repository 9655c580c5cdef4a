import { errorParaLog, ocultarContrasenas, ocultarUrl } from './secretos';

describe('passwords in messages and logs', () => {
  it.each([
    ['postgres://verifica:Secreta@db:5432/verifica', 'postgres://verifica:***@db:5432/verifica'],
    ['postgres://verifica:Sec reta@db/verifica', 'postgres://verifica:***@db/verifica'],
    ['postgres://verifica:Se@c/re?ta@db/verifica', 'postgres://verifica:***@db/verifica'],
    ['postgres://db/verifica?user=v&password=Secreta', 'postgres://db/verifica?user=v&password=***'],
    ['postgres://verifica@db/verifica', 'postgres://verifica@db/verifica'],
    ['America/Mexico_City', 'America/Mexico_City'],
  ])('ocultarUrl(%s)', (valor, esperado) => expect(ocultarUrl(valor)).toBe(esperado));

  it('a message or a logged error naming a URL loses its password', () => {
    expect(ocultarContrasenas('falló postgres://v:Secreta@db/x y smtps://correo:Otra@smtp:465')).toBe('falló postgres://v:***@db/x y smtps://correo:***@smtp:465');
    const e = new Error('no conecta a postgres://v:Secreta@db/x');
    const log = errorParaLog(e);
    expect(JSON.stringify(log)).not.toContain('Secreta');
    expect(log).toMatchObject({ type: 'Error', message: 'no conecta a postgres://v:***@db/x' });
  });
});
