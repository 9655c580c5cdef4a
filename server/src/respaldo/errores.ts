/** A backup or restore that cannot go on: one Spanish line, printed without a stack by the CLIs. */
export class RespaldoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RespaldoError';
  }
}
