// Why a write failed, in Portuguese: one sentence per cause, for every writer of the file host and the
// command's standard output (a full disk, a file-size limit), never the runtime's English text
// ("ENOSPC: no space left on device, write"; test/cli/falhas-de-gravacao.test.ts, test/cli/saida-padrao.test.ts).

/** The sentence for a system error code of a failed write, or null when `e` is not one. `dir`: the folder written to. */
export function writeFailureReason(e: unknown, dir?: string): string | null {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string') return null;
  const pasta = dir === undefined ? 'a pasta de destino' : `a pasta '${dir}'`;
  switch (code) {
    case 'ENOSPC':
      return 'não há espaço no disco';
    case 'EDQUOT':
      return 'a cota de espaço em disco deste usuário acabou';
    case 'EFBIG':
      return 'arquivo grande demais para o sistema de arquivos';
    case 'EACCES':
    case 'EPERM':
      return dir === undefined ? 'sem permissão para gravar' : `sem permissão para gravar em '${dir}'`;
    case 'EROFS':
      return `${pasta} é somente leitura`;
    case 'ENOENT':
    case 'ENOTDIR':
      return `${pasta} não existe`;
    case 'EBUSY':
      return 'o arquivo está em uso por outro programa; feche-o e tente de novo';
    case 'EMFILE':
    case 'ENFILE':
      return 'arquivos abertos demais no sistema; feche outros programas e tente de novo';
    case 'EIO':
      return 'erro de gravação no disco';
    case 'EPIPE':
    case 'ECONNRESET':
      return 'o programa que recebia a saída fechou antes do fim';
    default:
      // Node's own stream errors (ERR_STREAM_DESTROYED…) as much as the system's (E…): a code, no English.
      return /^(E[A-Z]+|ERR_[A-Z_]+)$/.test(code) ? `erro do sistema ao gravar (código ${code})` : null;
  }
}
