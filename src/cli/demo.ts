// `npm run demo`: classifies the example concurso (assets/exemplo-concurso.xlsx) through the same code
// path as `cotas classificar`, writes resultado-exemplo.xlsx in the current folder and prints the same
// readable text per cargo (src/cli/render.ts). The file is the command's default: the version to
// publish, CPF masked (test/cli/mascara.test.ts).
import * as fs from 'fs';
import * as path from 'path';
import { runSpreadsheet } from './planilha';
import { terminalWidth } from './render';

/** The project's folder: the nearest one above this file with a package.json (src/cli in the tests, dist-node/src/cli when built). */
function projectRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export async function runDemo(
  out: (s: string) => void = (s) => process.stdout.write(s),
  err: (s: string) => void = (s) => process.stderr.write(s),
  /** Where resultado-exemplo.xlsx is written: the current folder. */
  pasta: string = process.cwd(),
): Promise<number> {
  const entrada = path.join(projectRoot(), 'assets', 'exemplo-concurso.xlsx');
  if (!fs.existsSync(entrada)) {
    err(`O arquivo de exemplo '${entrada}' não existe. Rode "npm run gerar-exemplo" primeiro.\n`);
    return 1;
  }
  const saida = path.resolve(pasta, 'resultado-exemplo.xlsx');
  const r = await runSpreadsheet({ entrada, saida, largura: terminalWidth(), progresso: (m) => err(m + '\n') });
  if (r.code !== 0) {
    err(r.stderr);
    return r.code;
  }
  const shown = (f: string): string => path.relative(process.cwd(), f) || f;
  out(`Exemplo: ${shown(entrada)} (concurso fictício de Pirangi)\n\n`);
  out(r.stdout.replace(/\nListas finais gravadas em .*\n$/, '\n'));
  out(`\nListas finais e memória de cálculo gravadas em ${saida}\n`);
  out('(CPF mascarado; use --sem-mascara para a versão completa, de uso interno: é a versão para publicar,\n');
  out('sem datas de nascimento.)\n');
  out('Abra o arquivo no Excel ou no LibreOffice: uma planilha por lista (ampla concorrência, cada\n');
  out('grupo, ordem de nomeação) e a planilha "Memória de cálculo".\n');
  out(`Para conferir depois que o resultado corresponde aos dados: cotas verificar ${shown(entrada)} ${shown(saida)}\n`);
  out(`A versão completa, de uso interno da comissão: cotas classificar ${shown(entrada)} --saida interno.xlsx --sem-mascara\n`);
  return 0;
}

if (require.main === module) {
  // `npm run demo | head`: the reader closed the pipe; stop quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  runDemo().then((code) => {
    process.exitCode = code;
  });
}
