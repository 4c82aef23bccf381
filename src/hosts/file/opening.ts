// Why a file on disk cannot be read, in Portuguese (never the runtime's English errno text): the
// spreadsheet reader (./index.ts) and the command's JSON input (src/cli/json.ts) say it the same way.
// No other import: the command line loads it without the spreadsheet readers.

/** The Portuguese reason a file cannot be opened (never the runtime's English message). */
export function openingProblem(arquivo: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  const nome = `'${arquivo}'`;
  switch (code) {
    case 'ENOENT':
      return `o arquivo ${nome} não existe`;
    case 'EACCES':
    case 'EPERM':
      return `sem permissão para ler o arquivo ${nome}`;
    case 'ENOTDIR':
      return `o arquivo ${nome} não existe (uma parte do caminho é um arquivo, não uma pasta)`;
    case 'EISDIR':
      return `${nome} é uma pasta, não um arquivo`;
    case 'EMFILE':
    case 'ENFILE':
      return `não foi possível abrir ${nome}: arquivos abertos demais no sistema; feche outros programas e tente de novo`;
    case 'EBUSY':
      return `o arquivo ${nome} está em uso por outro programa; feche-o e tente de novo`;
    case 'EIO':
      return `erro de leitura do disco ao ler ${nome}`;
    case 'ERR_FS_FILE_TOO_LARGE':
      // A file is read whole (an .xlsx package too: test/hosts/file/pacote-leitura.test.ts), and Node reads at most 2 GB at once.
      return `o arquivo ${nome} é grande demais para ser lido (mais de 2 GB); divida-o em arquivos menores`;
    default:
      return `não foi possível ler o arquivo ${nome}${code ? ` (código ${code})` : ''}`;
  }
}
